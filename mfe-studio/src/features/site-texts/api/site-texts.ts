import { callRpc } from '../../../lib/rpc';

/** Where a text of the database is used (private.site_texts' kinds). */
export type SiteTextKind =
  | 'exam_description'
  | 'certification_levels'
  | 'requirement'
  | 'aim'
  | 'objective'
  | 'structure_section'
  | 'plan_benefit'
  | 'chapter_title'
  | 'paper_title'
  | 'paper_description';

export type SiteTextStatus = 'missing' | 'draft' | 'reviewed';

interface TranslationFields {
  /** The English, exactly as the database holds it: the translation's key. */
  source: string;
  text: string | null;
  translated_by: string | null;
  translated_at: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
}

/** An English text the site shows now, with its translation's state. */
export interface SiteText extends TranslationFields {
  kinds: SiteTextKind[];
  /** Where it is used: an exam's name, with the plan, chapter or paper. */
  used_in: string[];
  status: SiteTextStatus;
  review_note: string | null;
}

/** A translation whose English the site no longer shows (changed or removed in the studio): never served. */
export interface StaleText extends TranslationFields {
  status: 'draft' | 'reviewed';
  text: string;
}

export interface SiteTexts {
  texts: SiteText[];
  stale: StaleText[];
}

/** Every English text the database shows now with its translation, and the stale translations (studio_text_translations). */
export const fetchSiteTexts = (language = 'hi') => callRpc<SiteTexts>('studio_text_translations', { p_language: language });

/** A translation as the database holds it after a save or a review. */
export type SavedTranslation = Omit<SiteText, 'kinds' | 'used_in' | 'status'> & { status: 'draft' | 'reviewed' };

/** Saves the translation of a text the site shows, as a draft written by the caller. */
export const saveSiteText = (source: string, text: string, language = 'hi') =>
  callRpc<SavedTranslation>('save_text_translation', { p_language: language, p_source: source, p_text: text });

/** Marks the translation reviewed by the caller (never its writer); `text` is the translation they read. */
export const reviewSiteText = (source: string, text: string, language = 'hi') =>
  callRpc<SavedTranslation>('review_text_translation', { p_language: language, p_source: source, p_text: text, p_note: null });

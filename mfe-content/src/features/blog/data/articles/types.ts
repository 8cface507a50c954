/** A paragraph, or a bulleted list when the text is a run of parallel points. */
export type Block = string | { list: string[] };

export interface ArticleSection {
  heading: string;
  blocks: Block[];
}

/** The long text of one blog post; its card data (title, date, image) lives in pages/blogs/posts.ts. */
export interface Article {
  slug: string;
  /** Opening paragraphs, before the first section heading. */
  lead: string[];
  sections: ArticleSection[];
}

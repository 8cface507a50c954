import { defineMessages } from '@nism/shared-ui';
import english from './en.generated';

/** The shell's texts: its navigation, footer and own pages, in the language the address names. */
export const { useMessages } = defineMessages(english, { hi: () => import('./hi.generated') });

export { theme, media, type AppTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { Button } from './Button';
export { Page, Card, PageTitle, Subtitle, Grid } from './Layout';
export { Table, TableWrap } from './Table';
export { Spinner } from './Spinner';
export { ModalDialog, DialogActions, type ModalDialogProps } from './ModalDialog';
export { TextField, PasswordField, TextAreaField } from './Field';
export { notify, AppToaster, TOAST_DURATION_MS, COPY_TOAST_DURATION_MS, type Copyable } from './toast';
export { useToastsAtTop } from './toast-placement';
export { NotFoundPage } from './NotFoundPage';
export { defineMessages, LocaleProvider, richMessage, useLocale, useLocaleTag } from './i18n';
export { cardTitleLink } from './card-styles';
export * from './router';
export * from './styled';
export {
  usePageMeta,
  usePageUrl,
  fullTitle,
  PageMetaCollectorProvider,
  SITE_NAME,
  type Alternates,
  type PageMeta,
  type PageMetaCollector,
} from './page-meta';
// Kept for remotes built against shared-ui 1.0, which took it from here: new code imports it from @nism/shared-hooks.
export { useFormReady } from '@nism/shared-hooks';

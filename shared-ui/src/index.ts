export { theme, media, type AppTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { Button } from './Button';
export { Page, Card, PageTitle, Subtitle, Grid } from './Layout';
export { Table, TableWrap } from './Table';
export { Spinner } from './Spinner';
export { TextField, PasswordField, TextAreaField } from './Field';
export { notify, AppToaster, TOAST_DURATION_MS } from './toast';
export * from './router';

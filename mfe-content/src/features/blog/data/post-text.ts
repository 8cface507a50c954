/** The words of a post's card and head: its other data (slug, date, image) is the same in every language. */
export interface PostText {
  title: string;
  description: string;
  imageAlt: string;
}

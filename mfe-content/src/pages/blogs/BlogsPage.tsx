import { Page, PageTitle, Subtitle, media, usePageMeta, styled } from '@nism/shared-ui';
import { BlogCard } from './BlogCard';
import { posts } from '../../features/blog/data/posts';
import { useMessages } from '../../lib/messages';

const CardGrid = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export default function BlogsPage() {
  const t = useMessages();
  usePageMeta({ title: t.blogsTitle(), description: t.blogsDescription() });
  return (
    <Page>
      <PageTitle>{t.blogsHeading()}</PageTitle>
      <Subtitle>{t.blogsSubtitle()}</Subtitle>
      <CardGrid>
        {posts.map((post, index) => (
          // Only the first card is surely in the first screenful on a phone; the rest load lazily.
          <BlogCard key={post.id} post={post} eager={index === 0} />
        ))}
      </CardGrid>
    </Page>
  );
}

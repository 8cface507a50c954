import { paths } from '@nism/contracts';
import { Card, Link, theme, cardTitleLink, styled, useLocaleTag } from '@nism/shared-ui';
import { IMAGE_SIZE, type BlogPost } from '../../features/blog/data/posts';
import { usePostTexts } from '../../features/blog/data/use-posts';
import { formatPostDate } from '../../lib/dates';
import { useMessages } from '../../lib/messages';

const Article = styled(Card)`
  display: flex;
  flex-direction: column;
  padding: 0;
  overflow: hidden;
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  /* Reserves the image's box before it loads, so the grid never shifts. */
  aspect-ratio: ${IMAGE_SIZE.width} / ${IMAGE_SIZE.height};
  background: ${theme.colors.highlight};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: 0.5rem;
  padding: 1.25rem;
`;

const Title = styled.h2`
  font-size: 1.15rem;
  margin: 0;
  ${cardTitleLink}
`;

const Meta = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`;

const Description = styled.p`
  margin: 0;
  flex: 1;
`;

const ReadMore = styled(Link)`
  align-self: flex-start;
  font-weight: 600;
  padding: 0.5rem 0;
`;

/** One card of the blog index; `eager` for cards in the first screenful. */
export function BlogCard({ post, eager = false }: { post: BlogPost; eager?: boolean }) {
  const t = useMessages();
  const localeTag = useLocaleTag();
  const text = usePostTexts()[post.slug] ?? post;
  const href = paths.blogPost(post.slug);
  return (
    <Article as="article">
      <Image
        src={post.image}
        alt={text.imageAlt}
        width={IMAGE_SIZE.width}
        height={IMAGE_SIZE.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <Body>
        <Title>
          <Link to={href}>{text.title}</Link>
        </Title>
        <Meta>
          <time dateTime={post.isoDate}>{formatPostDate(post.isoDate, localeTag)}</time> · {t.readTime({ minutes: post.minutes })}
        </Meta>
        <Description>{text.description}</Description>
        {/* The visible words start the accessible name, so voice users can say "Read More". */}
        <ReadMore to={href} aria-label={t.readMoreLabel({ title: text.title })}>
          {t.readMore()}
        </ReadMore>
      </Body>
    </Article>
  );
}

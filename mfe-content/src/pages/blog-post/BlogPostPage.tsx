import { paths } from '@nism/contracts';
import { Link, NotFoundPage, Page, PageTitle, theme, useLocaleTag, useParams, usePageMeta, usePageUrl, styled } from '@nism/shared-ui';
import { findPost, IMAGE_SIZE } from '../../features/blog/data/posts';
import { ArticleBody } from './ArticleBody';
import { ArticleCallToAction } from './ArticleCallToAction';
import { useArticle } from '../../features/blog/data/use-article';
import { usePostTexts } from '../../features/blog/data/use-posts';
import { formatPostDate } from '../../lib/dates';
import { useMessages } from '../../lib/messages';

/** A narrower column than other pages: long prose reads best at ~70 characters a line. */
const Column = styled.article`
  max-width: 48rem;
  margin: 0 auto;
`;

const BackLink = styled(Link)`
  display: inline-block;
  font-weight: 600;
  padding: 0.5rem 0;
  margin-bottom: 1rem;
`;

const Meta = styled.p`
  color: ${theme.colors.muted};
  margin: 0 0 1.5rem;
`;

const HeaderImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${IMAGE_SIZE.width} / ${IMAGE_SIZE.height};
  border-radius: ${theme.radius};
  margin-bottom: 2rem;
  background: ${theme.colors.highlight};
`;

export default function BlogPostPage() {
  const { slug } = useParams();
  const t = useMessages();
  const localeTag = useLocaleTag();
  const post = findPost(slug);
  const texts = usePostTexts();
  const text = post ? (texts[post.slug] ?? post) : undefined;
  const article = useArticle(post?.slug);
  const page = usePageUrl();
  usePageMeta(
    post && text
      ? {
          title: text.title,
          description: text.description,
          type: 'article',
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: text.title,
            description: text.description,
            inLanguage: localeTag,
            datePublished: post.isoDate,
            image: page.absolute(post.image),
            author: { '@type': 'Organization', name: 'NISM Practice' },
            mainEntityOfPage: page.url,
          },
        }
      : { title: t.postNotFoundTitle(), description: t.postNotFoundDescription() },
  );
  if (!post || !text || !article) return <NotFoundPage />;
  return (
    <Page>
      <Column>
        <BackLink to={paths.blogs()}>{t.backToBlogs()}</BackLink>
        <PageTitle>{text.title}</PageTitle>
        <Meta>
          <time dateTime={post.isoDate}>{formatPostDate(post.isoDate, localeTag)}</time> ·{' '}
          <span>{t.readTime({ minutes: post.minutes })}</span>
        </Meta>
        <HeaderImage src={post.image} alt={text.imageAlt} width={IMAGE_SIZE.width} height={IMAGE_SIZE.height} fetchPriority="high" />
        <ArticleBody article={article} />
        <ArticleCallToAction />
      </Column>
    </Page>
  );
}

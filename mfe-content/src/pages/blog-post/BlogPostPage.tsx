import { paths } from '@nism/contracts';
import { Link, NotFoundPage, Page, PageTitle, theme, useParams, usePageMeta, usePageUrl, styled } from '@nism/shared-ui';
import { findPost, IMAGE_SIZE } from '../../features/blog/data/posts';
import { ArticleBody } from './ArticleBody';
import { ArticleCallToAction } from './ArticleCallToAction';
import { articles } from '../../features/blog/data/articles';

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
  const post = findPost(slug);
  const article = slug ? articles[slug] : undefined;
  const page = usePageUrl();
  usePageMeta(
    post
      ? {
          title: post.title,
          description: post.description,
          type: 'article',
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: post.title,
            description: post.description,
            datePublished: post.isoDate,
            image: page.absolute(post.image),
            author: { '@type': 'Organization', name: 'NISM Practice' },
            mainEntityOfPage: page.url,
          },
        }
      : { title: 'Page not found', description: 'This article does not exist.' },
  );
  if (!post || !article) return <NotFoundPage />;
  return (
    <Page>
      <Column>
        <BackLink to={paths.blogs()}>← Back to all blogs</BackLink>
        <PageTitle>{post.title}</PageTitle>
        <Meta>
          <time dateTime={post.isoDate}>{post.date}</time> · <span>{post.readTime}</span>
        </Meta>
        <HeaderImage src={post.image} alt={post.imageAlt} width={IMAGE_SIZE.width} height={IMAGE_SIZE.height} fetchPriority="high" />
        <ArticleBody article={article} />
        <ArticleCallToAction />
      </Column>
    </Page>
  );
}

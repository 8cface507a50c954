import { theme, styled } from '@nism/shared-ui';
import type { Article, Block } from '../../features/blog/data/articles/types';

const Prose = styled.div`
  font-size: 1.05rem;
  line-height: 1.75;
  h2 {
    font-size: 1.4rem;
    margin: 2.25rem 0 0.75rem;
  }
  p {
    margin: 0 0 1.1rem;
  }
  ul {
    margin: 0 0 1.1rem;
    padding-left: 1.4rem;
  }
  li {
    margin-bottom: 0.4rem;
  }
`;

const Lead = styled.p`
  font-size: 1.15rem;
  color: ${theme.colors.muted};
`;

function BlockView({ block }: { block: Block }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Renders an article's lead and sections as headed prose. */
export function ArticleBody({ article }: { article: Article }) {
  return (
    <Prose>
      {article.lead.map((text, i) => (i === 0 ? <Lead key={i}>{text}</Lead> : <p key={i}>{text}</p>))}
      {article.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.blocks.map((block, i) => (
            <BlockView key={i} block={block} />
          ))}
        </section>
      ))}
    </Prose>
  );
}

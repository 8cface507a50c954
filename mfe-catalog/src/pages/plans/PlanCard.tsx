import { planTitle } from '@nism/contracts';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { Button, Card, Link, theme, styled, css } from '@nism/shared-ui';
import type { ExamPlanRow } from '@nism/db-types';
import { benefitLines, discountPercent, formatRupees, hasDiscount } from '../../lib/pricing';
import { useMessages } from '../../lib/messages';

const Frame = styled(Card)<{ $popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  padding-top: 2rem;
  border-width: 2px;
  ${(p) =>
    p.$popular &&
    css`
      border-color: ${theme.colors.primary};
      box-shadow:
        0 0 0 4px ${theme.colors.highlight},
        ${theme.shadow};
    `}
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.3rem;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: 0.2rem 0.9rem;
  border-radius: 999px;
  background: ${theme.colors.primary};
  color: #fff;
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
`;

const PriceRow = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1.25rem;
  min-height: 2.5rem;
`;

const Price = styled.span`
  font-size: 2rem;
  font-weight: 800;
`;

const Original = styled.s`
  color: ${theme.colors.muted};
`;

const Discount = styled.span`
  padding: 0.1rem 0.5rem;
  border-radius: 6px;
  background: #dcfce7;
  color: ${theme.colors.success};
  font-size: 0.85rem;
  font-weight: 700;
`;

const Benefits = styled.ul`
  flex: 1;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding-left: 1.6rem;
  }
  li + li {
    margin-top: 0.5rem;
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    color: ${theme.colors.success};
    font-weight: 700;
  }
`;

const Unavailable = styled.p`
  margin: auto 0 0;
  padding: 0.6rem 0.75rem;
  border-radius: 6px;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  text-align: center;
`;

interface PlanCardProps {
  plan: ExamPlanRow;
  /** This plan's purchase is running. */
  processing: boolean;
  /** Some plan's purchase is running: every plan button waits. */
  disabled: boolean;
  onChoose: (plan: ExamPlanRow) => void;
  /** Why this plan is not offered now (the free trial while a paid plan runs): said in place of its button. */
  unavailable?: string;
  /**
   * Where choosing the plan leads when that is a page (a visitor: the login page). The button is then a real link, so
   * it works before the page's scripts have run (issue 47); with them, `onChoose` runs as for a learner.
   */
  href?: string;
}

export function PlanCard({ plan, processing, disabled, onChoose, unavailable, href }: PlanCardProps) {
  const t = useMessages();
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const wasProcessing = useRef(false);
  useEffect(() => {
    // Disabled while its purchase runs, the button loses the focus (checkout's dialog or payment window takes it, or
    // the browser drops it); a purchase that ends on this page gives it back, unless the learner has moved on.
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (wasProcessing.current && !processing && focusLost) button.current?.focus();
    wasProcessing.current = processing;
  }, [processing]);
  const popular = plan.plan_type === 'premium';
  const discounted = hasDiscount(plan);
  return (
    <Frame as="article" aria-labelledby={titleId} $popular={popular}>
      {popular && <Badge>{t.mostPopular()}</Badge>}
      <h2 id={titleId}>{planTitle(plan.duration_days, { trial: t.planTrial, days: t.planDays })}</h2>
      <PriceRow>
        <Price>{plan.price === 0 ? t.free() : formatRupees(plan.price)}</Price>
        {discounted && (
          <>
            <Original aria-label={t.originalPrice({ price: formatRupees(plan.original_price) })}>
              {formatRupees(plan.original_price)}
            </Original>
            <Discount>{t.percentOff({ percent: discountPercent(plan.original_price, plan.price) })}</Discount>
          </>
        )}
      </PriceRow>
      <Benefits aria-label={t.included()}>
        {benefitLines(plan.description).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Benefits>
      {unavailable ? (
        <Unavailable>{unavailable}</Unavailable>
      ) : href ? (
        <Button
          as={Link}
          to={href}
          $block
          $variant={popular ? 'primary' : 'secondary'}
          aria-describedby={titleId}
          onClick={(e: MouseEvent) => {
            e.preventDefault();
            onChoose(plan);
          }}
        >
          {plan.price === 0 ? t.startFreeTrial() : t.buyNow()}
        </Button>
      ) : (
        <Button
          type="button"
          $block
          $variant={popular ? 'primary' : 'secondary'}
          ref={button}
          disabled={disabled}
          aria-describedby={titleId}
          onClick={() => onChoose(plan)}
        >
          {processing ? t.processing() : plan.price === 0 ? t.startFreeTrial() : t.buyNow()}
        </Button>
      )}
    </Frame>
  );
}

import { paths } from '@nism/contracts';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, theme, styled } from '@nism/shared-ui';
import { ChevronDown } from './Icons';
import { useDismiss } from '../hooks/use-dismiss';
import { useMessages } from '../../../lib/messages';

const Wrap = styled.div`
  position: relative;
  margin-left: 0.5rem;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  max-width: 16rem;
  min-height: 44px;
  padding: 0.5rem 0.9rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 999px;
  background: ${theme.colors.highlight};
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Dropdown = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.4rem);
  min-width: 12rem;
  padding: 0.4rem;
  background: #fff;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  display: flex;
  flex-direction: column;
`;

const itemStyle = `
  display: block;
  width: 100%;
  padding: 0.6rem 0.8rem;
  border: none;
  border-radius: 8px;
  background: none;
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${theme.colors.highlight}; }
`;
const Item = styled(Link)`
  ${itemStyle}
`;
const LogoutButton = styled.button`
  ${itemStyle} color: ${theme.colors.danger};
`;

/**
 * The signed-in user's email on a button; its dropdown closes on Escape, outside click or a choice. Staff (an editor
 * or an admin) also find the content studio there.
 */
export function UserMenu({ email, staff, onLogout }: { email: string; staff: boolean; onLogout: () => void }) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  return (
    <Wrap ref={ref}>
      <Trigger type="button" title={email} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <span>{email}</span>
        <ChevronDown />
      </Trigger>
      {open && (
        <Dropdown id={panelId}>
          <Item to={paths.exams()} onClick={close}>
            {t.myExams()}
          </Item>
          <Item to={paths.account()} onClick={close}>
            {t.myAccount()}
          </Item>
          {staff && (
            <Item to={paths.studioHome()} onClick={close}>
              {t.contentStudio()}
            </Item>
          )}
          <LogoutButton
            type="button"
            onClick={() => {
              close();
              onLogout();
            }}
          >
            {t.logout()}
          </LogoutButton>
        </Dropdown>
      )}
    </Wrap>
  );
}

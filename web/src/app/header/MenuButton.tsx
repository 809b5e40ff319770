import { UnstyledButton } from '@mantine/core';
import { NAV_BREAKPOINT } from './breakpoint';

/**
 * The burger: three lines, a cross while the menu is open. Drawn here rather than with Mantine's
 * Burger, which costs the landing page's JavaScript budget more than these few lines.
 */
export function MenuButton(props: { opened: boolean; label: string; onClick(): void }) {
  return (
    <UnstyledButton
      hiddenFrom={NAV_BREAKPOINT}
      className="trilha-burger"
      aria-label={props.label}
      aria-expanded={props.opened}
      onClick={props.onClick}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {props.opened ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </g>
      </svg>
    </UnstyledButton>
  );
}

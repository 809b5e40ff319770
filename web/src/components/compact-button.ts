import classes from './compact-button.module.css';

/**
 * For a row of page actions that would wrap into several lines on a phone (the project page
 * has six): below the `xs` breakpoint a Button keeps only its icon. Spread into the Button with
 * its label, which stays its accessible name (and tooltip) on every screen:
 * `<Button {...compactOnPhone(label)} leftSection={icon}>{label}</Button>`.
 */
export function compactOnPhone(label: string) {
  return {
    'aria-label': label,
    title: label,
    classNames: { root: classes.root, label: classes.label, section: classes.section },
  };
}

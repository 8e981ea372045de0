import classes from './controls.module.css';

/** Mantine's select chevron (ComboboxChevron), for the shell's native selects. */
export function SelectChevron() {
  return (
    <svg className={classes.selectChevron} viewBox="0 0 15 15" fill="none" aria-hidden>
      <path
        d="M4.93 5.43a.45.45 0 0 0 .64.64L7.5 4.14l1.93 1.93a.45.45 0 0 0 .64-.64L7.82 3.18a.45.45 0 0 0-.64 0L4.93 5.43Zm5.14 4.14a.45.45 0 0 0-.64-.64L7.5 10.86 5.57 8.93a.45.45 0 0 0-.64.64l2.25 2.25c.18.18.46.18.64 0l2.25-2.25Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

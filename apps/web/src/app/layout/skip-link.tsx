import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

/** The page's main region, which the skip link moves the focus to. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first Tab stop of every signed-in page, hidden until it has the focus, so keyboard
 * users need not walk the top bar and a dozen sidebar links on every screen (WCAG 2.4.1). The focus is moved in
 * code rather than by the #fragment, which the router would take for a navigation.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('shell.skipToContent')}
    </a>
  );
}

import { Button } from '@bayti/ui';
import { useSetAtom } from 'jotai';
import { useMessages } from '../../../i18n/use-messages';
import { authDialogAtom } from '../../../state/auth-dialog';
import headings from '../../shared/page/Headings.module.css';
import styles from './HomePage.module.css';

/** The closing call to action: opens the sign-in dialog, which can switch to sign-up. */
export function StartNow() {
  const t = useMessages();
  const openAuthDialog = useSetAtom(authDialogAtom);
  return (
    <section className={styles.startNow} aria-labelledby="start-now-title">
      <h2 id="start-now-title" className={headings.growingTitle}>
        {t.home.startNow.title}
      </h2>
      <p>{t.home.startNow.text}</p>
      <Button size="lg" variant="secondary" onPress={() => openAuthDialog('sign-in')}>
        {t.home.startNow.cta}
      </Button>
    </section>
  );
}

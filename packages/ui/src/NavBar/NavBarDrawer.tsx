import { Button as RACButton, Link as RACLink } from 'react-aria-components';
import { Avatar } from '../Avatar';
import { Drawer } from '../Drawer';
import { AuthButtons } from './AuthButtons';
import { LanguageToggle } from './LanguageToggle';
import type { NavBarProps } from './NavBar';
import styles from './NavBar.module.css';
import { NavLinks } from './NavLinks';
import type { NavBarAuthActions, NavBarMenuItem } from './types';

export interface NavBarDrawerProps
  extends
    NavBarAuthActions,
    Pick<
      NavBarProps,
      | 'links'
      | 'activeHref'
      | 'navLabel'
      | 'languages'
      | 'locale'
      | 'onLocaleChange'
      | 'languageLabel'
      | 'user'
      | 'userMenuLabel'
      | 'onUserMenuAction'
    > {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  closeLabel: string;
  userMenuItems: NavBarMenuItem[];
}

/**
 * The NavBar's drawer on small screens: the links, the language switch and the account's items or
 * the SignUp/SignIn buttons. Its own module: the NavBar fetches it when the drawer first opens.
 */
export default function NavBarDrawer({
  isOpen,
  onOpenChange,
  title,
  closeLabel,
  links,
  activeHref,
  navLabel,
  languages,
  locale,
  onLocaleChange,
  languageLabel,
  user,
  userMenuLabel,
  userMenuItems,
  onUserMenuAction,
  ...authActions
}: NavBarDrawerProps) {
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title={title} closeLabel={closeLabel}>
      {({ close }) => (
        <div className={styles.drawerBody}>
          <nav aria-label={navLabel} className={styles.drawerNav}>
            <NavLinks links={links} activeHref={activeHref} onNavigate={close} />
          </nav>
          <LanguageToggle
            languages={languages}
            locale={locale}
            onLocaleChange={onLocaleChange}
            label={languageLabel}
          />
          {user ? (
            <section aria-label={userMenuLabel} className={styles.account}>
              <div className={styles.accountHeader}>
                <Avatar name={user.name} src={user.avatarSrc} alt="" size="md" />
                <span className={styles.accountName}>{user.name}</span>
              </div>
              <ul className={styles.accountItems}>
                {userMenuItems.map((item) => {
                  const content = (
                    <>
                      {item.icon != null && <span aria-hidden>{item.icon}</span>}
                      {item.label}
                    </>
                  );
                  const itemProps = {
                    className: styles.accountItem,
                    'data-variant': item.variant,
                    onPress: () => {
                      close();
                      onUserMenuAction?.(item.id);
                    },
                  };
                  return (
                    <li key={item.id}>
                      {item.href ? (
                        <RACLink {...itemProps} href={item.href}>
                          {content}
                        </RACLink>
                      ) : (
                        <RACButton {...itemProps}>{content}</RACButton>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : (
            <div className={styles.drawerAuth}>
              <AuthButtons {...authActions} fullWidth onDone={close} />
            </div>
          )}
        </div>
      )}
    </Drawer>
  );
}

import clsx from 'clsx';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import styles from './NavBar.module.css';

export interface NavBarLanguage {
  /** The locale code passed to `onLocaleChange`, e.g. "en" or "ar". */
  id: string;
  /** The visible label, e.g. "EN" or "AR" (or "English", "عربي"). */
  label: string;
  /** The language of `label` when it differs from the page's, e.g. "ar" for "عربي". */
  lang?: string;
}

interface LanguageToggleProps {
  languages: NavBarLanguage[];
  locale: string;
  onLocaleChange?: (locale: string) => void;
  label: string;
  className?: string;
}

/** EN / AR as a pair of toggle buttons; exactly one is selected. */
export function LanguageToggle({
  languages,
  locale,
  onLocaleChange,
  label,
  className,
}: LanguageToggleProps) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[locale]}
      onSelectionChange={(keys) => {
        const [next] = keys;
        if (next !== undefined && String(next) !== locale) onLocaleChange?.(String(next));
      }}
      className={clsx(styles.languages, className)}
    >
      {languages.map((language) => (
        <ToggleButton
          key={language.id}
          id={language.id}
          lang={language.lang}
          className={styles.language}
        >
          {language.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

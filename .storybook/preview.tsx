import type { Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { useEffect } from 'react';
import '@bayti/ui/styles.css';

type Direction = 'ltr' | 'rtl';

/** Mirrors the document the way the portal does for Arabic: lang and dir on <html>. */
function DirectionFrame({
  direction,
  children,
}: {
  direction: Direction;
  children: React.ReactNode;
}) {
  const lang = direction === 'rtl' ? 'ar-AE' : 'en-AE';
  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = lang;
  }, [direction, lang]);
  return (
    <I18nProvider locale={lang}>
      <div dir={direction}>{children}</div>
    </I18nProvider>
  );
}

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    direction: {
      description: 'Reading direction (Arabic is right-to-left)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right (English)' },
          { value: 'rtl', title: 'Right to left (Arabic)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { direction: 'ltr' },
  decorators: [
    (Story, context) => (
      <DirectionFrame direction={(context.globals.direction as Direction | undefined) ?? 'ltr'}>
        <Story />
      </DirectionFrame>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An accessibility violation fails the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Phone (375px)', styles: { width: '375px', height: '740px' } },
        laptop: { name: 'Laptop (1280px)', styles: { width: '1280px', height: '800px' } },
        desktop: { name: 'Desktop (1440px)', styles: { width: '1440px', height: '900px' } },
      },
      // Where a story test renders a story that names no viewport (addon-vitest reads this).
      defaultViewport: 'laptop',
    },
  },
};

export default preview;

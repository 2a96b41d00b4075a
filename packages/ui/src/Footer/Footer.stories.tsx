import type { Meta, StoryObj } from '@storybook/react-vite';
import { AtSign, Globe, House, MessageCircle, Phone } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Footer, type FooterProps } from './Footer';

function Wordmark({ name }: { name: string }) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        color: 'var(--color-accent)',
        fontSize: 'var(--font-size-2xl)',
        fontWeight: 'var(--font-weight-bold)',
      }}
    >
      <House aria-hidden />
      {name}
    </span>
  );
}

const english: FooterProps = {
  logo: <Wordmark name="Bayti" />,
  homeLabel: 'Bayti home',
  tagline: 'Empowering domestic recruitment with AI, technology and trust.',
  socialLabel: 'Follow Bayti',
  socialLinks: [
    { href: '#facebook', label: 'Bayti on Facebook', icon: Globe },
    { href: '#instagram', label: 'Bayti on Instagram', icon: AtSign },
    { href: '#whatsapp', label: 'Bayti on WhatsApp', icon: MessageCircle },
    { href: '#phone', label: 'Call Bayti', icon: Phone },
  ],
  linkGroups: [
    {
      title: 'Quick Links',
      links: [
        { href: '/', label: 'Home' },
        { href: '/candidates', label: 'All Candidates' },
        { href: '/visa', label: 'Visa Services' },
        { href: '/pricing', label: 'Pricing' },
      ],
    },
    {
      title: 'Explore More',
      links: [
        { href: '/about', label: 'About' },
        { href: '/contact', label: 'Contact' },
        { href: '/privacy', label: 'Privacy Policy' },
        { href: '/terms', label: 'Terms and Conditions' },
      ],
    },
  ],
  newsletter: {
    title: 'Newsletter',
    description: 'New profiles and hiring tips, once a week.',
    emailLabel: 'Email address',
    emailPlaceholder: 'Enter your email',
    submitLabel: 'Subscribe',
    onSubscribe: () => {},
  },
  copyright: '© 2025 Bayti. All rights reserved.',
};

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { ...english, newsletter: { ...english.newsletter!, onSubscribe: fn() } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Bayti home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('navigation', { name: 'Quick Links' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bayti on Instagram' })).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Email address/ }),
      'family@example.ae',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.newsletter?.onSubscribe).toHaveBeenCalledWith('family@example.ae');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ args, canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Email address/ }),
      'maria@example.ae{Enter}',
    );
    await expect(args.newsletter?.onSubscribe).toHaveBeenCalledWith('maria@example.ae');
  },
};

export const InvalidEmail: Story = {
  args: {
    newsletter: {
      ...english.newsletter!,
      emailErrorMessage: 'Enter a valid email',
      onSubscribe: fn(),
    },
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.newsletter?.onSubscribe).not.toHaveBeenCalled();
    await expect(canvas.getByText('Enter a valid email')).toBeVisible();
    // The field keeps focus and carries the message, so a screen reader hears it.
    const email = canvas.getByRole('textbox', { name: /Email address/ });
    await expect(email).toHaveFocus();
    await expect(email).toBeInvalid();
    await expect(email).toBeRequired();
    await expect(email).toHaveAccessibleDescription('Enter a valid email');
  },
};

export const Subscribed: Story = {
  args: {
    newsletter: {
      ...english.newsletter!,
      onSubscribe: fn(),
      status: { tone: 'success', message: 'Thank you! You are subscribed.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you! You are subscribed.');
  },
};

export const SubscribeFailed: Story = {
  args: {
    newsletter: {
      ...english.newsletter!,
      onSubscribe: fn(),
      status: { tone: 'error', message: 'Something went wrong. Please try again.' },
    },
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    logo: <Wordmark name="بيتي" />,
    homeLabel: 'الصفحة الرئيسية لبيتي',
    tagline: 'نمكّن التوظيف المنزلي بالذكاء الاصطناعي والتقنية والثقة.',
    socialLabel: 'تابع بيتي',
    socialLinks: [
      { href: '#facebook', label: 'بيتي على فيسبوك', icon: Globe },
      { href: '#instagram', label: 'بيتي على إنستغرام', icon: AtSign },
      { href: '#whatsapp', label: 'بيتي على واتساب', icon: MessageCircle },
      { href: '#phone', label: 'اتصل ببيتي', icon: Phone },
    ],
    linkGroups: [
      {
        title: 'روابط سريعة',
        links: [
          { href: '/', label: 'الرئيسية' },
          { href: '/candidates', label: 'جميع المرشحات' },
          { href: '/visa', label: 'خدمات التأشيرة' },
          { href: '/pricing', label: 'الأسعار' },
        ],
      },
      {
        title: 'اكتشف المزيد',
        links: [
          { href: '/about', label: 'من نحن' },
          { href: '/contact', label: 'اتصل بنا' },
          { href: '/privacy', label: 'سياسة الخصوصية' },
          { href: '/terms', label: 'الشروط والأحكام' },
        ],
      },
    ],
    newsletter: {
      title: 'النشرة البريدية',
      description: 'ملفات جديدة ونصائح للتوظيف كل أسبوع.',
      emailLabel: 'البريد الإلكتروني',
      emailPlaceholder: 'أدخل بريدك الإلكتروني',
      submitLabel: 'اشترك',
      onSubscribe: fn(),
    },
    copyright: '© 2025 بيتي. جميع الحقوق محفوظة.',
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Accordion, AccordionItem } from './Accordion';

const meta = {
  title: 'Navigation/Accordion',
  component: Accordion,
  subcomponents: { AccordionItem },
  args: { onExpandedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const faq = [
  {
    id: 'verification',
    question: 'How are workers verified?',
    answer:
      'Partner agencies interview every worker and check the passport, visa and medical records before the profile is published.',
  },
  {
    id: 'choosing',
    question: 'How do I choose the right worker?',
    answer:
      'Filter by nationality, work type and experience, shortlist the profiles you like and book interviews from your dashboard.',
  },
  {
    id: 'replacement',
    question: 'What if I am not satisfied?',
    answer:
      'The replacement service finds another candidate, and the refund guarantee covers the cases listed in the terms.',
  },
  {
    id: 'payments',
    question: 'How do payments work?',
    answer: 'Payments are digital and secure; invoices appear in your dashboard.',
  },
  {
    id: 'insurance',
    question: 'Are workers insured?',
    answer: 'Yes. Every worker placed through Bayti is insured.',
  },
];

const Faq = (args: Story['args']) => (
  <Accordion {...args}>
    {faq.map((item) => (
      <AccordionItem key={item.id} id={item.id} title={item.question}>
        {item.answer}
      </AccordionItem>
    ))}
  </Accordion>
);

/** The FAQ: one answer open at a time; pressing a question expands it and collapses the others. */
export const Default: Story = {
  render: (args) => <Faq {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'How are workers verified?' });
    const second = canvas.getByRole('button', { name: 'How do I choose the right worker?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Partner agencies interview/)).not.toBeVisible();

    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(/Partner agencies interview/)).toBeVisible());
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['verification']));

    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(/Partner agencies interview/)).not.toBeVisible());

    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(/Filter by nationality/)).not.toBeVisible());
  },
};

/** Enter and Space toggle the focused question. */
export const Keyboard: Story = {
  render: (args) => <Faq {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'How are workers verified?' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

/** `allowsMultipleExpanded` with two answers open from the start. */
export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['verification', 'payments'] },
  render: (args) => <Faq {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Partner agencies interview/)).toBeVisible();
    await expect(canvas.getByText(/Payments are digital/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Are workers insured?' }));
    await expect(canvas.getByRole('button', { name: 'How do payments work?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { defaultExpandedKeys: ['verification'] },
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem id="verification" title="كيف يتم التحقق من العاملات؟">
        تجري الوكالات الشريكة مقابلة مع كل عاملة وتتحقق من جواز السفر والتأشيرة والسجل الطبي قبل نشر
        الملف.
      </AccordionItem>
      <AccordionItem id="replacement" title="ماذا لو لم أكن راضيًا؟">
        تجد خدمة الاستبدال مرشحة أخرى، ويغطي ضمان الاسترداد الحالات المذكورة في الشروط.
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'ماذا لو لم أكن راضيًا؟' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultExpandedKeys: ['replacement'] },
  render: (args) => <Faq {...args} />,
};

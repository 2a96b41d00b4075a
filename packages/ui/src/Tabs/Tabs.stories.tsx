import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  subcomponents: { TabList, Tab, TabPanel },
  args: { onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const dashboardTabs = [
  {
    id: 'analytics',
    label: 'Analytics',
    body: 'Viewed 120, shortlisted 18, interviews 9, hired 3.',
  },
  {
    id: 'profile',
    label: 'Profile',
    body: 'Family of four in Dubai Marina, looking for a live-in nanny.',
  },
  { id: 'candidates', label: 'Candidates', body: 'Your shortlisted and interviewed candidates.' },
  {
    id: 'recruitments',
    label: 'Recruitments',
    body: 'Offer letters, medicals and visas in progress.',
  },
  { id: 'orders', label: 'Orders', body: 'Two orders, one pending.' },
  { id: 'invoices', label: 'Invoices', body: 'Three invoices, all paid.' },
];

/** Switching panels with a click and with the arrow keys. */
export const Default: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Employer dashboard">
        {dashboardTabs.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {dashboardTabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          {tab.body}
        </TabPanel>
      ))}
    </Tabs>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Analytics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Viewed 120');

    await userEvent.click(canvas.getByRole('tab', { name: 'Orders' }));
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Orders' })).toHaveTextContent('Two orders');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('orders');

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Invoices' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Invoices' })).toHaveTextContent(
      'Three invoices',
    );

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Analytics' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tabpanel', { name: 'Analytics' })).toBeInTheDocument();
  },
};

const statuses = [
  { id: 'all', label: 'All', count: 48 },
  { id: 'shortlisted', label: 'Shortlisted', count: 12 },
  { id: 'interviewed', label: 'Interviewed', count: 9 },
  { id: 'selected', label: 'Selected', count: 5 },
  { id: 'hired', label: 'Hired', count: 3 },
  { id: 'rejected', label: 'Rejected', count: 7 },
  { id: 'returned', label: 'Returned', count: 1 },
  { id: 'replaced', label: 'Replaced', count: 0 },
  { id: 'deployed', label: 'Deployed', count: 11 },
];

function StatusTabs(args: Story['args']) {
  return (
    <Tabs {...args} defaultSelectedKey="shortlisted">
      <TabList aria-label="Candidate status">
        {statuses.map((status) => (
          <Tab key={status.id} id={status.id} count={status.count}>
            {status.label}
          </Tab>
        ))}
      </TabList>
      {statuses.map((status) => (
        <TabPanel key={status.id} id={status.id}>
          {status.count} candidates are {status.label.toLowerCase()}.
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** A count badge per tab, as on the candidates table. */
export const WithCounts: Story = {
  render: (args) => <StatusTabs {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Shortlisted 12' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Hired 3' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('3 candidates are hired.');
  },
};

/** On a phone the tab list scrolls sideways; the focused tab scrolls into view. */
export const ScrollingOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <StatusTabs {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const deployed = canvas.getByRole('tab', { name: 'Deployed 11' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Shortlisted 12' }));
    await userEvent.keyboard('{End}');
    await expect(deployed).toHaveFocus();
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args} disabledKeys={['documents']}>
      <TabList aria-label="Candidate">
        <Tab id="profile">Profile</Tab>
        <Tab id="documents">My Documents</Tab>
      </TabList>
      <TabPanel id="profile">Personal information, visa, experience and languages.</TabPanel>
      <TabPanel id="documents">Passport, ID proof and licences.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'My Documents' }), {
      pointerEventsCheck: 0,
    });
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Edit profile">
        <Tab id="profile">Profile Details</Tab>
        <Tab id="family">Family Details</Tab>
        <Tab id="staff">Staff Details</Tab>
      </TabList>
      <TabPanel id="profile">Name, email and phone.</TabPanel>
      <TabPanel id="family">Adults, children and pets at home.</TabPanel>
      <TabPanel id="staff">Staff already working for the family.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Profile Details' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tabpanel', { name: 'Family Details' })).toBeInTheDocument();
  },
};

/** In Arabic the tabs run right to left and ArrowLeft moves to the next tab. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="لوحة صاحب العمل">
        <Tab id="analytics">التحليلات</Tab>
        <Tab id="profile">الملف الشخصي</Tab>
        <Tab id="candidates" count={18}>
          المرشحات
        </Tab>
      </TabList>
      <TabPanel id="analytics">تمت مشاهدة ١٢٠ ملفًا.</TabPanel>
      <TabPanel id="profile">عائلة من أربعة أفراد في دبي مارينا.</TabPanel>
      <TabPanel id="candidates">المرشحات في قائمتك المختصرة.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'التحليلات' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'الملف الشخصي' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const first = canvas.getByRole('tab', { name: 'التحليلات' }).getBoundingClientRect();
    const second = canvas.getByRole('tab', { name: 'الملف الشخصي' }).getBoundingClientRect();
    await expect(second.right).toBeLessThanOrEqual(first.left);
  },
};

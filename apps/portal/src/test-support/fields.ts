import { within } from 'storybook/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A password input by its label. Password inputs have no ARIA role to query by name, and a
 * required field's label ends with an asterisk, so the label is matched whole, asterisk or not.
 */
export function passwordInput(container: HTMLElement, label: string): HTMLInputElement {
  return within(container).getByLabelText(new RegExp(`^${escape(label)}\\s*\\*?$`), {
    selector: 'input',
  });
}

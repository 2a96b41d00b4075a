import clsx from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as RACButton,
  type Key,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
  type ValidationResult,
  composeRenderProps,
} from 'react-aria-components';
import { Description, FieldError, FieldPopover, Label } from '../Field';
import styles from './Select.module.css';

/** The shape of `items` when no `children` function is given. */
export interface SelectOption {
  id: Key;
  /** The visible (and typeahead) text of the option. */
  label: string;
  isDisabled?: boolean;
}

type SelectionMode = 'single' | 'multiple';

export interface SelectProps<
  T extends object = SelectOption,
  M extends SelectionMode = 'single',
> extends Omit<RACSelectProps<T, M>, 'children'> {
  /** The visible label. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the trigger. */
  description?: ReactNode;
  /** Shown while the field is invalid; a function receives the validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The options as data. Without `children`, each is rendered from its `id` and `label`. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function that renders one `SelectItem` per entry of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
}

function renderOption(item: object) {
  const option = item as SelectOption;
  return (
    <SelectItem id={option.id} textValue={option.label} isDisabled={option.isDisabled}>
      {option.label}
    </SelectItem>
  );
}

/**
 * A dropdown to pick one option (or several with `selectionMode="multiple"`), on RAC's Select with
 * a Popover and a ListBox. Options come from `items` or from `SelectItem` children.
 */
export function Select<T extends object = SelectOption, M extends SelectionMode = 'single'>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T, M>) {
  return (
    <RACSelect<T, M>
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.field, className))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <RACButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </RACButton>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <FieldPopover className={styles.popover}>
        <ListBox<T> items={items} className={styles.listBox}>
          {children ?? renderOption}
        </ListBox>
      </FieldPopover>
    </RACSelect>
  );
}

export type SelectItemProps<T extends object = object> = ListBoxItemProps<T>;

/** One option of a Select. Give it an `id`; give it a `textValue` when its children are not text. */
export function SelectItem<T extends object = object>({
  className,
  children,
  textValue,
  ...props
}: SelectItemProps<T>) {
  return (
    <ListBoxItem<T>
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (className) => clsx(styles.item, className))}
    >
      {composeRenderProps(children, (children, { isSelected }) => (
        <>
          <span className={styles.itemLabel}>{children}</span>
          {isSelected && <Check aria-hidden="true" className={styles.check} />}
        </>
      ))}
    </ListBoxItem>
  );
}

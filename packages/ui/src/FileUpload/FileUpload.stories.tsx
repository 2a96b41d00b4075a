import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileUpload } from './FileUpload';

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  args: {
    label: 'Passport',
    buttonLabel: 'Upload',
    description: 'PDF, DOCX or TXT, up to 5 MB.',
    acceptedFileTypes: ['.pdf', '.docx', '.txt'],
    maxSizeBytes: 5 * 1024 * 1024,
    invalidTypeMessage: 'Only PDF, DOCX or TXT files can be uploaded.',
    tooLargeMessage: 'The file is larger than 5 MB.',
    emptyLabel: 'No file chosen',
    onSelect: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** FileTrigger's input is hidden; tests hand it files directly. */
function getFileInput(canvasElement: HTMLElement) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Upload Passport' });
    await expect(button).toHaveAccessibleDescription(
      'No file chosen PDF, DOCX or TXT, up to 5 MB.',
    );
    const input = getFileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', '.pdf,.docx,.txt');

    const passport = new File(['%PDF-1.7'], 'passport-scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, passport);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(passport);
    await expect(canvas.getByText('passport-scan.pdf')).toBeVisible();
    await expect(canvas.queryByText('No file chosen')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const RefusedType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const virus = new File(['MZ'], 'virus.exe', { type: 'application/x-msdownload' });
    // applyAccept: false lets the refused file past the picker's filter, as a drag or an
    // "All files" choice would.
    await userEvent.upload(getFileInput(canvasElement), virus, { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only PDF, DOCX or TXT files can be uploaded.',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith(virus, 'type');
    await expect(canvas.queryByText('virus.exe')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Upload Passport' }),
    ).toHaveAccessibleDescription(/Only PDF, DOCX or TXT files can be uploaded\./);

    // A good file next clears the error.
    const notes = new File(['Hello'], 'notes.TXT', { type: 'text/plain' });
    await userEvent.upload(getFileInput(canvasElement), notes);
    await expect(args.onSelect).toHaveBeenCalledWith(notes);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText('notes.TXT')).toBeVisible();
  },
};

export const TooLarge: Story = {
  args: {
    maxSizeBytes: 1024,
    description: 'PDF, DOCX or TXT, up to 1 KB.',
    tooLargeMessage: 'The file is larger than 1 KB.',
  },
  play: async ({ args, canvas, canvasElement }) => {
    const scan = new File([new Uint8Array(4096)], 'scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(getFileInput(canvasElement), scan);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The file is larger than 1 KB.',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith(scan, 'size');
  },
};

export const WithFile: Story = {
  args: { fileName: 'passport-2025.pdf', buttonLabel: 'Replace' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('passport-2025.pdf')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Replace Passport' }),
    ).toHaveAccessibleDescription(/passport-2025\.pdf/);
  },
};

export const Images: Story = {
  args: {
    label: 'Profile photo',
    buttonLabel: 'Choose photo',
    description: 'Any image, up to 5 MB.',
    acceptedFileTypes: ['image/*'],
    invalidTypeMessage: 'Please choose an image.',
  },
  play: async ({ args, canvas, canvasElement }) => {
    const input = getFileInput(canvasElement);
    const photo = new File(['png'], 'amina.png', { type: 'image/png' });
    await userEvent.upload(input, photo);
    await expect(args.onSelect).toHaveBeenCalledWith(photo);
    await expect(canvas.getByText('amina.png')).toBeVisible();

    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf, { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please choose an image.');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    // The last accepted file stays shown.
    await expect(canvas.getByText('amina.png')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Please upload your passport.', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please upload your passport.')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Upload Passport' }),
    ).toHaveAccessibleDescription(/Please upload your passport\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, fileName: 'passport-2025.pdf' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Upload Passport' })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Passport' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'جواز السفر',
    buttonLabel: 'رفع',
    description: 'ملفات PDF أو DOCX أو TXT، حتى ٥ ميغابايت.',
    invalidTypeMessage: 'يمكن رفع ملفات PDF أو DOCX أو TXT فقط.',
    tooLargeMessage: 'حجم الملف أكبر من ٥ ميغابايت.',
    emptyLabel: 'لم يتم اختيار ملف',
    isRequired: true,
  },
  globals: { direction: 'rtl' },
  play: async ({ args, canvas, canvasElement }) => {
    const virus = new File(['MZ'], 'virus.exe', { type: 'application/x-msdownload' });
    await userEvent.upload(getFileInput(canvasElement), virus, { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'يمكن رفع ملفات PDF أو DOCX أو TXT فقط.',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

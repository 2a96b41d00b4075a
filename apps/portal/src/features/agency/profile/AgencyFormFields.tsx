import { Avatar, Button, Select, TextArea, TextField } from '@bayti/ui';
import { useQuery } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { useRef, type Dispatch, type SetStateAction } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import type { AgencyFormState, AgencyTab, TextFieldKey } from './agency-form';
import { citiesQuery, countriesQuery } from './queries';
import profileStyles from '../../shared/page/Profile.module.css';
import styles from './AgencyProfile.module.css';

export type FieldErrors = Record<string, string>;

export interface AgencyFormFieldsProps {
  tab: AgencyTab;
  agencyName: string;
  form: AgencyFormState;
  setForm: Dispatch<SetStateAction<AgencyFormState>>;
  errors: FieldErrors;
  logo: {
    path: string | null;
    upload: (file: File) => void;
    isUploading: boolean;
    /** The outcome of the last logo upload, if any. */
    status: string;
  };
}

type InputType = 'text' | 'tel' | 'email' | 'url';

/** The fields of one tab of Edit Agency Profile. */
export function AgencyFormFields({
  tab,
  agencyName,
  form,
  setForm,
  errors,
  logo,
}: AgencyFormFieldsProps) {
  const t = useMessages().agencyProfile.editor;
  const f = t.fields;
  const setText = (key: TextFieldKey, value: string) =>
    setForm((current) => ({ ...current, text: { ...current.text, [key]: value } }));
  const text = (key: TextFieldKey, label: string, type: InputType = 'text') => (
    <TextField
      label={label}
      type={type}
      value={form.text[key]}
      onChange={(value) => setText(key, value)}
      isRequired={key === 'agency_name'}
      isInvalid={errors[key] !== undefined}
      errorMessage={errors[key]}
    />
  );

  switch (tab) {
    case 'about':
      return (
        <div className={profileStyles.fields}>
          <LogoField agencyName={agencyName} {...logo} />
          <div className={styles.wide}>
            <TextArea
              label={f.about}
              value={form.text.about}
              onChange={(value) => setText('about', value)}
              isInvalid={errors.about !== undefined}
              errorMessage={errors.about}
            />
          </div>
        </div>
      );
    case 'info':
      return (
        <div className={profileStyles.fields}>
          {text('agency_name', f.agencyName)}
          {text('mobile_number', f.mobile, 'tel')}
          {text('email', f.email, 'email')}
          <TextField
            label={f.workingDays}
            description={f.workingDaysHint}
            value={form.workingDaysText}
            onChange={(value) => setForm((current) => ({ ...current, workingDaysText: value }))}
            isInvalid={errors.working_days !== undefined}
            errorMessage={errors.working_days}
          />
          {text('working_hours', f.workingHours)}
          <PlaceFields form={form} setForm={setForm} errors={errors} />
          {text('street_address', f.streetAddress)}
        </div>
      );
    case 'contact':
      return (
        <div className={profileStyles.fields}>
          {text('contact_person', f.contactPerson)}
          {text('contact_person_designation', f.designation)}
          {text('contact_person_mobile', f.contactMobile, 'tel')}
          {text('contact_person_email', f.contactEmail, 'email')}
        </div>
      );
    case 'social':
      return (
        <div className={profileStyles.fields}>
          {text('social_link', f.website, 'url')}
          {text('facebook', f.facebook, 'url')}
          {text('instagram', f.instagram, 'url')}
          {text('twitter', f.twitter, 'url')}
        </div>
      );
    case 'documents':
      return (
        <div className={profileStyles.fields}>
          {text('trade_licence', f.tradeLicence)}
          {text('taxation', f.taxation)}
          {text('registration', f.registration)}
          <p className={`${styles.wide} ${styles.info}`}>{f.documentsHint}</p>
        </div>
      );
  }
}

/**
 * Country then city: the city list waits for a country; a new country clears the city.
 * Each list is disabled and says so while it loads: an empty select would not open at all.
 */
function PlaceFields({
  form,
  setForm,
  errors,
}: Pick<AgencyFormFieldsProps, 'form' | 'setForm' | 'errors'>) {
  const f = useMessages().agencyProfile.editor.fields;
  const countries = useQuery(countriesQuery());
  const cities = useQuery({
    ...citiesQuery(form.countryId ?? 0),
    enabled: form.countryId !== null,
  });
  return (
    <>
      <Select
        label={f.country}
        placeholder={countries.isPending ? f.loadingOptions : f.chooseCountry}
        isDisabled={countries.isPending}
        items={(countries.data ?? []).map((c) => ({ id: c.id, label: c.name }))}
        selectedKey={form.countryId}
        onSelectionChange={(key) =>
          setForm((current) =>
            key === current.countryId
              ? current
              : { ...current, countryId: key === null ? null : Number(key), cityId: null },
          )
        }
      />
      <Select
        label={f.city}
        placeholder={
          form.countryId === null
            ? f.cityNeedsCountry
            : cities.isPending
              ? f.loadingOptions
              : f.chooseCity
        }
        isDisabled={form.countryId === null || cities.isPending}
        items={(form.countryId === null ? [] : (cities.data ?? [])).map((c) => ({
          id: c.id,
          label: c.name,
        }))}
        selectedKey={form.cityId}
        onSelectionChange={(key) =>
          setForm((current) => ({ ...current, cityId: key === null ? null : Number(key) }))
        }
        isInvalid={errors.city_id !== undefined}
        errorMessage={errors.city_id}
      />
    </>
  );
}

/** The logo: chosen from the device and stored at once (JPEG, PNG or WebP, checked by the server). */
function LogoField({
  agencyName,
  path,
  upload,
  isUploading,
  status,
}: { agencyName: string } & AgencyFormFieldsProps['logo']) {
  const f = useMessages().agencyProfile.editor.fields;
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div className={`${styles.wide} ${styles.logo}`}>
      <Avatar
        name={agencyName}
        src={path ?? undefined}
        alt=""
        size="lg"
        shape="square"
        maxInitials={2}
      />
      <div>
        <Button
          variant="secondary"
          onPress={() => picker.current?.click()}
          isPending={isUploading}
          pendingLabel={f.logoUploading}
        >
          <ImageUp aria-hidden size={18} />
          {f.chooseLogo}
        </Button>
        <p className={styles.info}>{f.logoHint}</p>
        <p role="status" className={styles.info}>
          {status}
        </p>
      </div>
      <input
        ref={picker}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-label={f.logo}
        className={styles.picker}
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload(file);
        }}
      />
    </div>
  );
}

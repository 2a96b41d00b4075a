import {
  AGENCY_LEGAL_DOCUMENT_KINDS,
  AGENCY_WORKING_DAYS,
  CONTACT_SALUTATIONS,
  DOCUMENT_EXTENSIONS,
  GENDERS,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  SOCIAL_LINK_KEYS,
  TIME_ZONES,
  type AdminAgencyDetail,
  type AgencyLegalDocumentKind,
  type ChangePin,
} from '@bayti/data/contract';
import { isApiError, uploadAdminAgencyLogo, uploadAgencyLegalDocument } from '@bayti/data/client';
import { routeKey } from '@bayti/data/client/route-call';
import { adminAgenciesRoutes, adminAnalyticsRoutes } from '@bayti/data/contract/routes';
import {
  Button,
  DatePicker,
  FileUpload,
  PasswordField,
  Select,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '@bayti/ui';
import { parseDate } from '@internationalized/date';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { api, apiCall } from '../../../api';
import { failureMessage } from '../../shared/error-message';
import { citiesQuery, countriesQuery } from '../../shared/geo-queries';
import { FormDialog, submitWith } from '../../shared/forms/FormDialog';
import { fieldProps, messagesOf, resolverOf } from '../../shared/forms/checked-form';
import { setServerErrors } from '../../shared/forms/server-errors';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import office from '../office/Office.module.css';
import layout from '../../shared/page/Page.module.css';
import styles from './Agencies.module.css';
import { draftOf, formOf, tabOfField, type AgencyDraft, type FormTab } from './agency-form';
import { useAgenciesText } from './use-agencies-text';

export interface AgencyFormDialogProps {
  /** The agency to edit; Register Agency when null. */
  agency: AdminAgencyDetail | null;
  onClose: () => void;
  /** Called once the server has stored the agency and its files. */
  onSaved: (agency: AdminAgencyDetail) => void;
}

const UAE_FULL_NAME = 'United Arab Emirates';
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const DOCUMENT_TYPES = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`);

type PendingFiles = Partial<Record<AgencyLegalDocumentKind | 'logo', File>>;

/**
 * Edit Agency Profile (and Register Agency) for the admin: the four tabs Register
 * Agency, Contact Person Details, Documents and Change Pin, with the eight social links beside
 * them. Save sends the whole form, then any chosen files; the server's field errors show under
 * their fields (the first one's tab is opened) and everything typed is kept.
 */
export function AgencyFormDialog({ agency, onClose, onSaved }: AgencyFormDialogProps) {
  const { a } = useAgenciesText();
  const f = a.form;
  const queryClient = useQueryClient();
  // The server checks the form with the contract's schema; its field errors land on the form.
  const form = useForm<AgencyDraft>({
    defaultValues: draftOf(agency),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver: resolverOf<AgencyDraft, AgencyDraft>((body) => ({ body })),
  });
  const { draft, setDraft } = useFormDraft(form);
  const [files, setFiles] = useState<PendingFiles>({});
  const [tab, setTab] = useState<FormTab>('register');
  const pin = useForm<ChangePin>({ defaultValues: { newPin: '', confirmPin: '' } });
  // A registration that stored the agency but not all its files continues as an edit.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const agencyId = agency?.id ?? createdId;

  const countries = useQuery(countriesQuery());
  const countryId = countries.data?.find(
    (country) =>
      country.name === draft.country || (draft.country === 'UAE' && country.name === UAE_FULL_NAME),
  )?.id;
  const cities = useQuery({
    ...citiesQuery(countryId),
    enabled: countryId !== undefined,
  });

  const save = useMutation({
    mutationFn: async (sent: AgencyDraft) => {
      let { agency: saved } =
        agencyId === null
          ? await apiCall(
              adminAgenciesRoutes.registerAgency,
              { body: { ...formOf(sent), password: sent.password } },
              { fallbackMessage: 'Failed to register the agency' },
            )
          : await apiCall(
              adminAgenciesRoutes.updateAdminAgency,
              { params: { id: agencyId }, body: formOf(sent) },
              { fallbackMessage: 'Failed to save the agency' },
            );
      setCreatedId(saved.id);
      for (const [kind, file] of Object.entries(files) as [keyof PendingFiles, File][]) {
        saved =
          kind === 'logo'
            ? await uploadAdminAgencyLogo(api, saved.id, file, file.name)
            : await uploadAgencyLegalDocument(api, saved.id, kind, file, file.name);
        setFiles((current) => {
          const rest = { ...current };
          delete rest[kind];
          return rest;
        });
      }
      return saved;
    },
    onSuccess: (saved) => onSaved(saved),
    onError: (error) => {
      const tabs = setServerErrors(form.setError, error)
        .map(tabOfField)
        .filter((value) => value !== null);
      if (tabs.length > 0 && !tabs.includes(tab)) setTab(tabs[0]!);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: routeKey(adminAgenciesRoutes.adminAgencies) }),
        queryClient.invalidateQueries({ queryKey: routeKey(adminAnalyticsRoutes.adminAnalytics) }),
      ]);
    },
  });
  const changePin = useMutation({
    mutationFn: (pins: ChangePin) =>
      apiCall(
        adminAgenciesRoutes.setAdminAgencyPin,
        { params: { id: agencyId! }, body: pins },
        { fallbackMessage: 'Failed to change the PIN' },
      ),
    onSuccess: () => pin.reset(),
    onError: (error) => setServerErrors(pin.setError, error),
  });

  const fields = messagesOf(form.formState.errors);
  const pinFields = pin.formState.errors;
  const invalid = isApiError(save.error) && save.error.status === 400;

  const setTop = (key: 'name' | 'email' | 'password' | 'mobile' | 'streetAddress') => ({
    value: draft[key],
    onChange: (value: string) => setDraft((d) => ({ ...d, [key]: value })),
    isInvalid: Boolean(fields[key]),
    errorMessage: fields[key],
  });
  const setContact = (key: keyof AgencyDraft['contact']) => ({
    value: draft.contact[key],
    onChange: (value: string) =>
      setDraft((d) => ({ ...d, contact: { ...d.contact, [key]: value } })),
    isInvalid: Boolean(fields[`contactPerson.${key}`]),
    errorMessage: fields[`contactPerson.${key}`],
  });
  const setDocument = (
    kind: AgencyLegalDocumentKind,
    key: keyof AgencyDraft['documents'][AgencyLegalDocumentKind],
    value: string,
  ) =>
    setDraft((d) => ({
      ...d,
      documents: { ...d.documents, [kind]: { ...d.documents[kind], [key]: value } },
    }));
  const calendar = {
    calendarButtonLabel: f.calendar,
    previousMonthLabel: f.previousMonth,
    nextMonthLabel: f.nextMonth,
  };
  const dateValue = (value: string) => (value ? parseDate(value) : null);
  const option = (id: string, label: string) => ({ id, label });
  const selectKey = (value: string) => (value === '' ? null : value);
  const formId = agency ? `edit-agency-${agency.id}` : 'register-agency';

  return (
    <FormDialog
      title={agency ? f.editTitle : f.registerTitle}
      size="lg"
      labels={f}
      confirm={agency ? f.save : f.register}
      formId={formId}
      isPending={save.isPending}
      onCancel={onClose}
      onSubmit={submitWith(form, save)}
      formClassName={styles.formLayout}
    >
      {save.isError && (
        <div role="alert" className={`${layout.alert} ${office.alert} ${styles.wide}`}>
          {invalid
            ? f.invalid
            : failureMessage(save.error, 'Failed to save the agency', f.saveFailed)}
        </div>
      )}
      <aside className={`${layout.column} ${styles.aside}`} aria-label={f.socialLinks}>
        <h3 className={styles.sectionTitle}>{f.socialLinks}</h3>
        {SOCIAL_LINK_KEYS.map((key) => (
          <TextField
            key={key}
            label={a.social[key]}
            type="url"
            value={draft.social[key]}
            onChange={(value) => setDraft((d) => ({ ...d, social: { ...d.social, [key]: value } }))}
            isInvalid={Boolean(fields[`socialLinks.${key}`])}
            errorMessage={fields[`socialLinks.${key}`]}
          />
        ))}
      </aside>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as FormTab)}>
        <TabList aria-label={f.tabs}>
          <Tab id="register">{f.registerTab}</Tab>
          <Tab id="contact">{f.contactTab}</Tab>
          <Tab id="documents">{f.documentsTab}</Tab>
          <Tab id="pin">{f.pinTab}</Tab>
        </TabList>
        <TabPanel id="register">
          <div className={styles.fields}>
            <TextField label={f.name} isRequired autoComplete="off" {...setTop('name')} />
            <TextField label={f.email} type="email" isRequired {...setTop('email')} />
            {agencyId === null && (
              <PasswordField
                label={f.password}
                description={f.passwordHint}
                isRequired
                autoComplete="new-password"
                showLabel={f.show}
                hideLabel={f.hide}
                {...setTop('password')}
              />
            )}
            <TextField label={f.mobile} type="tel" isRequired {...setTop('mobile')} />
            <Select
              label={f.workingDays}
              isRequired
              items={AGENCY_WORKING_DAYS.map((days) => option(days, days))}
              selectedKey={selectKey(draft.workingDays)}
              onSelectionChange={(key) =>
                setDraft((d) => ({ ...d, workingDays: key === null ? '' : String(key) }))
              }
              isInvalid={Boolean(fields.workingDays)}
              errorMessage={fields.workingDays}
            />
            <Select
              label={f.country}
              isRequired
              isDisabled={countries.isPending}
              placeholder={countries.isPending ? f.loadingOptions : undefined}
              items={(countries.data ?? []).map((country) => {
                const id = country.name === UAE_FULL_NAME ? 'UAE' : country.name;
                return option(id, id);
              })}
              selectedKey={selectKey(draft.country)}
              onSelectionChange={(key) =>
                setDraft((d) =>
                  key === null || String(key) === d.country
                    ? d
                    : { ...d, country: String(key), city: '' },
                )
              }
              isInvalid={Boolean(fields.country)}
              errorMessage={fields.country}
            />
            <Select
              label={f.city}
              isRequired
              isDisabled={countryId === undefined || cities.isPending}
              placeholder={
                countryId !== undefined && cities.isPending ? f.loadingOptions : undefined
              }
              description={countryId === undefined ? f.chooseCountryFirst : undefined}
              items={(cities.data ?? []).map((city) => option(city.name, city.name))}
              selectedKey={selectKey(draft.city)}
              onSelectionChange={(key) =>
                setDraft((d) => ({ ...d, city: key === null ? '' : String(key) }))
              }
              isInvalid={Boolean(fields.city)}
              errorMessage={fields.city}
            />
            <TextField
              label={f.streetAddress}
              isRequired
              className={styles.wide}
              {...setTop('streetAddress')}
            />
            <Select
              label={f.timezone}
              items={[option('none', f.noTimezone), ...TIME_ZONES.map((z) => option(z, z))]}
              selectedKey={draft.timezone || 'none'}
              onSelectionChange={(key) =>
                setDraft((d) => ({
                  ...d,
                  timezone: key === null || key === 'none' ? '' : String(key),
                }))
              }
              isInvalid={Boolean(fields.timezone)}
              errorMessage={fields.timezone}
            />
            <FileUpload
              label={f.logo}
              buttonLabel={f.uploadLogo}
              description={f.logoHint}
              acceptedFileTypes={IMAGE_TYPES}
              maxSizeBytes={MAX_IMAGE_BYTES}
              invalidTypeMessage={f.wrongType}
              tooLargeMessage={f.tooLarge}
              fileName={files.logo?.name}
              emptyLabel={f.noFile}
              onSelect={(file) => setFiles((current) => ({ ...current, logo: file }))}
            />
          </div>
        </TabPanel>
        <TabPanel id="contact">
          <div className={styles.fields}>
            <Select
              label={f.salutation}
              isRequired
              items={CONTACT_SALUTATIONS.map((s) => option(s, s))}
              selectedKey={selectKey(draft.contact.salutation)}
              onSelectionChange={(key) =>
                setContact('salutation').onChange(key === null ? '' : String(key))
              }
              isInvalid={Boolean(fields['contactPerson.salutation'])}
              errorMessage={fields['contactPerson.salutation']}
            />
            <TextField label={f.firstName} isRequired {...setContact('firstName')} />
            <TextField label={f.middleName} {...setContact('middleName')} />
            <TextField label={f.lastName} {...setContact('lastName')} />
            <TextField label={f.designation} {...setContact('designation')} />
            <TextField label={f.mobile} type="tel" {...setContact('mobile')} />
            <TextField label={f.email} type="email" {...setContact('email')} />
            <DatePicker
              label={f.dateOfBirth}
              {...calendar}
              value={dateValue(draft.contact.dateOfBirth)}
              onChange={(value) =>
                setContact('dateOfBirth').onChange(value ? value.toString() : '')
              }
              isInvalid={Boolean(fields['contactPerson.dateOfBirth'])}
              errorMessage={fields['contactPerson.dateOfBirth']}
            />
            <Select
              label={f.gender}
              items={[option('none', f.notSet), ...GENDERS.map((g) => option(g, a.genders[g]))]}
              selectedKey={draft.contact.gender || 'none'}
              onSelectionChange={(key) =>
                setContact('gender').onChange(key === null || key === 'none' ? '' : String(key))
              }
            />
          </div>
        </TabPanel>
        <TabPanel id="documents">
          <div className={styles.fields}>
            {AGENCY_LEGAL_DOCUMENT_KINDS.map((kind) => {
              const field = (key: string) => fields[`documents.${kind}.${key}`];
              const stored = agency?.documents[kind].fileName;
              return (
                <fieldset key={kind} className={`${styles.documentBlock} ${styles.wide}`}>
                  <legend className={styles.documentTitle}>{a.documentKinds[kind]}</legend>
                  <TextField
                    label={f.registrationNumber}
                    value={draft.documents[kind].registrationNumber}
                    onChange={(value) => setDocument(kind, 'registrationNumber', value)}
                    isInvalid={Boolean(field('registrationNumber'))}
                    errorMessage={field('registrationNumber')}
                  />
                  <DatePicker
                    label={f.issueDate}
                    {...calendar}
                    value={dateValue(draft.documents[kind].issueDate)}
                    onChange={(value) =>
                      setDocument(kind, 'issueDate', value ? value.toString() : '')
                    }
                    isInvalid={Boolean(field('issueDate'))}
                    errorMessage={field('issueDate')}
                  />
                  <DatePicker
                    label={f.expiryDate}
                    {...calendar}
                    value={dateValue(draft.documents[kind].expiryDate)}
                    onChange={(value) =>
                      setDocument(kind, 'expiryDate', value ? value.toString() : '')
                    }
                    isInvalid={Boolean(field('expiryDate'))}
                    errorMessage={field('expiryDate')}
                  />
                  <FileUpload
                    label={`${f.file}: ${a.documentKinds[kind]}`}
                    buttonLabel={f.chooseFile}
                    description={
                      files[kind]
                        ? f.pendingFile(files[kind].name)
                        : stored
                          ? f.currentFile(stored)
                          : f.fileHint
                    }
                    acceptedFileTypes={DOCUMENT_TYPES}
                    maxSizeBytes={MAX_DOCUMENT_BYTES}
                    invalidTypeMessage={f.wrongType}
                    tooLargeMessage={f.tooLarge}
                    fileName={files[kind]?.name ?? stored ?? undefined}
                    emptyLabel={f.noFile}
                    onSelect={(file) => setFiles((current) => ({ ...current, [kind]: file }))}
                  />
                </fieldset>
              );
            })}
          </div>
        </TabPanel>
        <TabPanel id="pin">
          {agencyId === null ? (
            <p className={styles.muted}>{f.pinAfterRegister}</p>
          ) : (
            <div className={styles.fields}>
              <div role="status" className={`${layout.notice} ${styles.wide}`}>
                {changePin.isSuccess ? f.pinSaved : null}
              </div>
              {changePin.isError && !pinFields.newPin && !pinFields.confirmPin && (
                <div role="alert" className={`${layout.alert} ${office.alert} ${styles.wide}`}>
                  {failureMessage(changePin.error, 'Failed to change the PIN', f.pinFailed)}
                </div>
              )}
              {(['newPin', 'confirmPin'] as const).map((key) => (
                <Controller
                  key={key}
                  control={pin.control}
                  name={key}
                  render={(c) => (
                    <PasswordField
                      label={key === 'newPin' ? f.newPin : f.confirmPin}
                      inputMode="numeric"
                      maxLength={4}
                      autoComplete="new-password"
                      placeholder={f.pinPlaceholder}
                      showLabel={f.show}
                      hideLabel={f.hide}
                      {...fieldProps(c)}
                    />
                  )}
                />
              ))}
              <div className={styles.wide}>
                <Button
                  variant="secondary"
                  isPending={changePin.isPending}
                  pendingLabel={f.saving}
                  onPress={() => void pin.handleSubmit((pins) => changePin.mutate(pins))()}
                >
                  {f.changePin}
                </Button>
              </div>
            </div>
          )}
        </TabPanel>
      </Tabs>
    </FormDialog>
  );
}

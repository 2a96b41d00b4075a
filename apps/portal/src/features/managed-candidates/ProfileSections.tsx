import {
  ACCOMMODATIONS,
  CANDIDATE_DOCUMENT_TYPES,
  COMPLEXIONS,
  CORE_SKILLS,
  CURRENT_COUNTRIES,
  DAY_KEYS,
  DOCUMENT_CONTENT_TYPES,
  FORM_NATIONALITIES,
  FORM_POSITIONS,
  GENDERS,
  LANGUAGE_LEVELS,
  MANAGED_CANDIDATE_STATUSES,
  MARITAL_STATUSES,
  MAX_DOCUMENT_BYTES,
  RELIGIONS,
  SALUTATIONS,
  WORKING_DAYS_OPTIONS,
} from '@bayti/data/contract';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  DatePicker,
  FileUpload,
  NumberField,
  Select,
  TextArea,
  TextField,
} from '@bayti/ui';
import { parseDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import styles from './ManagedCandidates.module.css';
import list from '../shared/list/List.module.css';
import {
  emptyExperience,
  type DocumentType,
  type FieldErrors,
  type ProfileDraft,
} from './profile-draft';
import type { ManagedText } from './use-managed-text';

export interface SectionProps {
  draft: ProfileDraft;
  change: (patch: Partial<ProfileDraft>) => void;
  errors: FieldErrors;
  text: ManagedText;
  /** Edit mode shows the status and its schedule; a new candidate starts shortlisted. */
  isNew: boolean;
  /** The admin's choice of managing agency; absent for an agency (its candidates are its own). */
  agencies?: { id: number; name: string }[] | undefined;
}

const options = <K extends string>(keys: readonly K[], labels: (key: K) => string) =>
  keys.map((id) => ({ id, label: labels(id) }));

/** Error props of a field: invalid with the message when the path has one. */
const invalid = (errors: FieldErrors, key: string) => ({
  isInvalid: Boolean(errors[key]),
  errorMessage: errors[key],
});

function DateField({
  label,
  value,
  onChange,
  error,
  text,
  isRequired,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
  text: ManagedText;
  isRequired?: boolean;
}) {
  const c = text.t.common;
  return (
    <DatePicker
      label={label}
      value={value ? parseDate(value) : null}
      onChange={(next) => onChange(next ? next.toString() : null)}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      errorMessage={error}
      calendarButtonLabel={c.calendar}
      previousMonthLabel={c.previousMonth}
      nextMonthLabel={c.nextMonth}
    />
  );
}

const numberOf = (value: number) => (Number.isNaN(value) ? 0 : value);

export function PersonalSection({ draft, change, errors, text }: SectionProps) {
  const { t } = text;
  const f = t.fields;
  const o = t.options;
  // The form offers its five nationalities; a stored other one stays selectable.
  const nationalities: string[] = [...FORM_NATIONALITIES];
  if (draft.nationality && !nationalities.includes(draft.nationality))
    nationalities.push(draft.nationality);
  return (
    <div className={styles.grid}>
      <Select
        label={f.salutation}
        isRequired
        items={options(SALUTATIONS, (k) => o.salutation[k])}
        selectedKey={draft.salutation}
        onSelectionChange={(key) => change({ salutation: key as ProfileDraft['salutation'] })}
        {...invalid(errors, 'salutation')}
      />
      <TextField
        label={f.firstName}
        isRequired
        value={draft.firstName}
        onChange={(firstName) => change({ firstName })}
        {...invalid(errors, 'firstName')}
      />
      <TextField
        label={f.middleName}
        value={draft.middleName}
        onChange={(middleName) => change({ middleName })}
        {...invalid(errors, 'middleName')}
      />
      <TextField
        label={f.lastName}
        isRequired
        value={draft.lastName}
        onChange={(lastName) => change({ lastName })}
        {...invalid(errors, 'lastName')}
      />
      <Select
        label={f.nationality}
        isRequired
        items={nationalities.map((id) => ({ id, label: text.nationality(id) }))}
        selectedKey={draft.nationality}
        onSelectionChange={(key) => change({ nationality: key as ProfileDraft['nationality'] })}
        {...invalid(errors, 'nationality')}
      />
      <DateField
        label={f.dateOfBirth}
        isRequired
        value={draft.dateOfBirth}
        onChange={(dateOfBirth) => change({ dateOfBirth })}
        error={errors.dateOfBirth}
        text={text}
      />
      <Select
        label={f.maritalStatus}
        isRequired
        items={options(MARITAL_STATUSES, (k) => o.maritalStatus[k])}
        selectedKey={draft.maritalStatus}
        onSelectionChange={(key) => change({ maritalStatus: key as ProfileDraft['maritalStatus'] })}
        {...invalid(errors, 'maritalStatus')}
      />
      <Select
        label={f.gender}
        isRequired
        items={options(GENDERS, (k) => o.gender[k])}
        selectedKey={draft.gender}
        onSelectionChange={(key) => change({ gender: key as ProfileDraft['gender'] })}
        {...invalid(errors, 'gender')}
      />
      <Select
        label={f.religion}
        items={[
          { id: '', label: f.notSet },
          ...RELIGIONS.map((id) => ({ id, label: text.religion(id) })),
        ]}
        selectedKey={draft.religion ?? ''}
        onSelectionChange={(key) =>
          change({ religion: key ? (key as ProfileDraft['religion']) : null })
        }
        {...invalid(errors, 'religion')}
      />
      <NumberField
        label={f.height}
        minValue={0}
        value={draft.height}
        onChange={(value) => change({ height: numberOf(value) })}
        {...invalid(errors, 'height')}
      />
      <NumberField
        label={f.weight}
        minValue={0}
        value={draft.weight}
        onChange={(value) => change({ weight: numberOf(value) })}
        {...invalid(errors, 'weight')}
      />
      <Select
        label={f.complexion}
        items={[{ id: '', label: f.notSet }, ...options(COMPLEXIONS, (k) => o.complexion[k])]}
        selectedKey={draft.complexion ?? ''}
        onSelectionChange={(key) =>
          change({ complexion: key ? (key as ProfileDraft['complexion']) : null })
        }
        {...invalid(errors, 'complexion')}
      />
      <NumberField
        label={f.kids}
        minValue={0}
        step={1}
        value={draft.kids}
        onChange={(value) => change({ kids: numberOf(value) })}
        {...invalid(errors, 'kids')}
      />
      <Select
        label={f.currentCountry}
        isRequired
        items={options(CURRENT_COUNTRIES, (k) => o.currentCountry[k])}
        selectedKey={draft.currentCountry}
        onSelectionChange={(key) =>
          change({ currentCountry: key as ProfileDraft['currentCountry'] })
        }
        {...invalid(errors, 'currentCountry')}
      />
      <TextField
        label={f.currentCity}
        isRequired
        value={draft.currentCity}
        onChange={(currentCity) => change({ currentCity })}
        {...invalid(errors, 'currentCity')}
      />
      <TextField
        label={f.streetAddress}
        isRequired
        value={draft.streetAddress}
        onChange={(streetAddress) => change({ streetAddress })}
        {...invalid(errors, 'streetAddress')}
      />
      <TextArea
        className={styles.wide}
        label={f.about}
        rows={3}
        value={draft.about}
        onChange={(about) => change({ about })}
        {...invalid(errors, 'about')}
      />
    </div>
  );
}

export function ProfessionalSection({
  draft,
  change,
  errors,
  text,
  isNew,
  agencies,
}: SectionProps) {
  const { t } = text;
  const f = t.fields;
  const o = t.options;
  return (
    <div className={styles.grid}>
      {agencies && (
        <Select
          label={f.agency}
          items={[
            { id: '', label: f.noAgency },
            ...agencies.map(({ id, name }) => ({ id: String(id), label: name })),
          ]}
          selectedKey={draft.agencyId === null ? '' : String(draft.agencyId)}
          onSelectionChange={(key) => change({ agencyId: key ? Number(key) : null })}
          {...invalid(errors, 'agencyId')}
        />
      )}
      <Select
        label={f.applyingPosition}
        isRequired
        items={options(FORM_POSITIONS, (k) => o.position[k])}
        selectedKey={draft.applyingPosition}
        onSelectionChange={(key) =>
          change({ applyingPosition: key as ProfileDraft['applyingPosition'] })
        }
        {...invalid(errors, 'applyingPosition')}
      />
      <TextField
        label={f.previousPosition}
        value={draft.previousPosition}
        onChange={(previousPosition) => change({ previousPosition })}
        {...invalid(errors, 'previousPosition')}
      />
      <NumberField
        label={f.relevantExperienceYears}
        minValue={0}
        maxValue={60}
        step={1}
        value={draft.relevantExperienceYears}
        onChange={(value) => change({ relevantExperienceYears: numberOf(value) })}
        {...invalid(errors, 'relevantExperienceYears')}
      />
      <NumberField
        label={f.relevantExperienceMonths}
        minValue={0}
        maxValue={11}
        step={1}
        value={draft.relevantExperienceMonths}
        onChange={(value) => change({ relevantExperienceMonths: numberOf(value) })}
        {...invalid(errors, 'relevantExperienceMonths')}
      />
      <DateField
        label={f.estimatedJoiningDate}
        isRequired
        value={draft.estimatedJoiningDate}
        onChange={(estimatedJoiningDate) => change({ estimatedJoiningDate })}
        error={errors.estimatedJoiningDate}
        text={text}
      />
      <Select
        label={f.workingDays}
        isRequired
        items={options(WORKING_DAYS_OPTIONS, (k) => o.workingDays[k])}
        selectedKey={draft.workingDays}
        onSelectionChange={(key) => change({ workingDays: key as ProfileDraft['workingDays'] })}
        {...invalid(errors, 'workingDays')}
      />
      <TextField
        label={f.workingHoursFrom}
        isRequired
        placeholder="08:00"
        value={draft.workingHoursFrom}
        onChange={(workingHoursFrom) => change({ workingHoursFrom })}
        {...invalid(errors, 'workingHoursFrom')}
      />
      <TextField
        label={f.workingHoursTo}
        isRequired
        placeholder="18:00"
        value={draft.workingHoursTo}
        onChange={(workingHoursTo) => change({ workingHoursTo })}
        {...invalid(errors, 'workingHoursTo')}
      />
      <Select
        label={f.dayOff}
        items={[{ id: '', label: f.notSet }, ...options(DAY_KEYS, (k) => o.day[k])]}
        selectedKey={draft.dayOff ?? ''}
        onSelectionChange={(key) =>
          change({ dayOff: key ? (key as ProfileDraft['dayOff']) : null })
        }
        {...invalid(errors, 'dayOff')}
      />
      <Select
        label={f.accommodation}
        isRequired
        items={options(ACCOMMODATIONS, (k) => o.accommodation[k])}
        selectedKey={draft.accommodation}
        onSelectionChange={(key) => change({ accommodation: key as ProfileDraft['accommodation'] })}
        {...invalid(errors, 'accommodation')}
      />
      <CheckboxGroup
        className={styles.wide}
        label={f.coreSkills}
        orientation="horizontal"
        value={draft.coreSkills}
        onChange={(values) => change({ coreSkills: values as ProfileDraft['coreSkills'] })}
        {...invalid(errors, 'coreSkills')}
      >
        {CORE_SKILLS.map((skill) => (
          <Checkbox key={skill} value={skill}>
            {o.coreSkill[skill]}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <TextField
        className={styles.wide}
        label={f.otherSkills}
        value={draft.otherSkills}
        onChange={(otherSkills) => change({ otherSkills })}
        {...invalid(errors, 'otherSkills')}
      />
      {!isNew && (
        <>
          <Select
            label={f.status}
            items={options(MANAGED_CANDIDATE_STATUSES, (k) => t.status[k])}
            selectedKey={draft.status}
            onSelectionChange={(key) => change({ status: key as ProfileDraft['status'] })}
            {...invalid(errors, 'status')}
          />
          <DateField
            label={f.interviewDate}
            value={draft.interviewDate}
            onChange={(interviewDate) => change({ interviewDate })}
            error={errors.interviewDate}
            text={text}
          />
          <TextField
            label={f.interviewTime}
            placeholder="10:30"
            value={draft.interviewTime}
            onChange={(interviewTime) => change({ interviewTime })}
            {...invalid(errors, 'interviewTime')}
          />
          <TextField
            label={f.selectionType}
            value={draft.selectionType}
            onChange={(selectionType) => change({ selectionType })}
            {...invalid(errors, 'selectionType')}
          />
          <DateField
            label={f.selectionDate}
            value={draft.selectionDate}
            onChange={(selectionDate) => change({ selectionDate })}
            error={errors.selectionDate}
            text={text}
          />
        </>
      )}
    </div>
  );
}

const levelItems = (text: ManagedText) => options(LANGUAGE_LEVELS, (k) => text.t.options.level[k]);

export function LanguagesSection({ draft, change, errors, text }: SectionProps) {
  const f = text.t.fields;
  const set = (index: number, patch: Partial<ProfileDraft['languages'][number]>) =>
    change({
      languages: draft.languages.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    });
  return (
    <div className={styles.stack}>
      {draft.languages.map((row, index) => {
        const key = (field: string) => `languages.${index}.${field}`;
        return (
          // Rows have no id of their own; their order is their identity while editing.
          <div key={index} className={styles.group}>
            <TextField
              label={f.language}
              isRequired
              value={row.language}
              onChange={(language) => set(index, { language })}
              {...invalid(errors, key('language'))}
            />
            {(['read', 'write', 'speak'] as const).map((skill) => (
              <Select
                key={skill}
                label={f[skill]}
                items={levelItems(text)}
                selectedKey={row[skill]}
                onSelectionChange={(level) =>
                  set(index, { [skill]: level as ProfileDraft['languages'][number]['read'] })
                }
                {...invalid(errors, key(skill))}
              />
            ))}
            <div className={list.toolbar}>
              <Button
                size="sm"
                variant="ghost"
                onPress={() => change({ languages: draft.languages.filter((_, i) => i !== index) })}
              >
                {f.removeLanguage(text.number(index + 1))}
              </Button>
            </div>
          </div>
        );
      })}
      <div>
        <Button
          size="sm"
          variant="secondary"
          onPress={() =>
            change({
              languages: [
                ...draft.languages,
                { language: '', read: 'Basic', write: 'Basic', speak: 'Basic' },
              ],
            })
          }
        >
          {f.addLanguage}
        </Button>
      </div>
    </div>
  );
}

export function EducationSection({ draft, change, errors, text }: SectionProps) {
  const f = text.t.fields;
  const e = draft.education;
  const set = (patch: Partial<ProfileDraft['education']>) =>
    change({ education: { ...e, ...patch } });
  const textField = (field: Exclude<keyof typeof e, 'completionYear' | 'certificate'>) => (
    <TextField
      label={f[field]}
      value={e[field]}
      onChange={(value) => set({ [field]: value })}
      {...invalid(errors, `education.${field}`)}
    />
  );
  return (
    <div className={styles.grid}>
      {textField('highestQualification')}
      {textField('institute')}
      <NumberField
        label={f.completionYear}
        minValue={1950}
        maxValue={2100}
        step={1}
        formatOptions={{ useGrouping: false }}
        value={e.completionYear ?? Number.NaN}
        onChange={(value) => set({ completionYear: Number.isNaN(value) ? null : value })}
        {...invalid(errors, 'education.completionYear')}
      />
      {textField('country')}
      {textField('fileNumber')}
      {textField('workReference')}
    </div>
  );
}

export function ExperienceSection({ draft, change, errors, text }: SectionProps) {
  const f = text.t.fields;
  const set = (index: number, patch: Partial<ProfileDraft['experiences'][number]>) =>
    change({
      experiences: draft.experiences.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    });
  return (
    <div className={styles.stack}>
      {draft.experiences.length === 0 && <p className={list.muted}>{f.noExperience}</p>}
      {draft.experiences.map((row, index) => {
        const key = (field: string) => `experiences.${index}.${field}`;
        const textField = (
          field: 'position' | 'country' | 'totalExperience' | 'contractType' | 'client' | 'note',
          isRequired = false,
        ) => (
          <TextField
            label={f[field]}
            isRequired={isRequired}
            value={row[field]}
            onChange={(value) => set(index, { [field]: value })}
            {...invalid(errors, key(field))}
          />
        );
        return (
          <fieldset key={index} className={styles.group}>
            <legend className={styles.groupHeader}>
              {f.experienceTitle(text.number(index + 1))}
            </legend>
            {textField('position', true)}
            {textField('country', true)}
            <DateField
              label={f.from}
              value={row.from}
              onChange={(from) => set(index, { from })}
              error={errors[key('from')]}
              text={text}
            />
            <DateField
              label={f.to}
              value={row.to}
              onChange={(to) => set(index, { to })}
              error={errors[key('to')]}
              text={text}
            />
            {textField('totalExperience')}
            {textField('contractType')}
            {textField('client')}
            {textField('note')}
            <div className={list.toolbar}>
              <Button
                size="sm"
                variant="ghost"
                onPress={() =>
                  change({ experiences: draft.experiences.filter((_, i) => i !== index) })
                }
              >
                {f.removeExperience(text.number(index + 1))}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => change({ experiences: [...draft.experiences, emptyExperience()] })}
        >
          {f.addExperience}
        </Button>
      </div>
    </div>
  );
}

const DOCUMENT_TYPES_ACCEPTED = Object.values(DOCUMENT_CONTENT_TYPES);

export function DocumentsSection({
  draft,
  change,
  errors,
  text,
  fileName,
}: SectionProps & { fileName: (path: string | null) => ReactNode }) {
  const { t } = text;
  const f = t.fields;
  const o = t.options;
  const used = new Set(draft.documents.map((doc) => doc.type));
  const free = CANDIDATE_DOCUMENT_TYPES.filter((type) => !used.has(type));
  const set = (index: number, patch: Partial<ProfileDraft['documents'][number]>) =>
    change({
      documents: draft.documents.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    });
  return (
    <div className={styles.stack}>
      {errors.documents && (
        <p role="alert" className={styles.alert}>
          {errors.documents}
        </p>
      )}
      {draft.documents.length === 0 && <p className={list.muted}>{f.noDocuments}</p>}
      {draft.documents.map((row, index) => {
        const key = (field: string) => `documents.${index}.${field}`;
        const pending = draft.pendingDocuments[row.type];
        return (
          <fieldset key={row.type} className={styles.group}>
            <legend className={styles.groupHeader}>{o.documentType[row.type]}</legend>
            <TextField
              label={f.number}
              value={row.number}
              onChange={(number) => set(index, { number })}
              {...invalid(errors, key('number'))}
            />
            <TextField
              label={f.country}
              value={row.country}
              onChange={(country) => set(index, { country })}
              {...invalid(errors, key('country'))}
            />
            <DateField
              label={f.issueDate}
              value={row.issueDate}
              onChange={(issueDate) => set(index, { issueDate })}
              error={errors[key('issueDate')]}
              text={text}
            />
            <DateField
              label={f.expiryDate}
              value={row.expiryDate}
              onChange={(expiryDate) => set(index, { expiryDate })}
              error={errors[key('expiryDate')]}
              text={text}
            />
            <FileUpload
              label={f.file}
              buttonLabel={f.chooseFile}
              acceptedFileTypes={DOCUMENT_TYPES_ACCEPTED}
              maxSizeBytes={MAX_DOCUMENT_BYTES}
              emptyLabel={f.noFile}
              fileName={pending ? t.dialog.pendingFile(pending.name) : undefined}
              description={pending ? undefined : fileName(row.file)}
              onSelect={(file) =>
                change({ pendingDocuments: { ...draft.pendingDocuments, [row.type]: file } })
              }
            />
            <div className={list.toolbar}>
              <Button
                size="sm"
                variant="ghost"
                onPress={() => {
                  const { [row.type]: _dropped, ...rest } = draft.pendingDocuments;
                  change({
                    documents: draft.documents.filter((_, i) => i !== index),
                    pendingDocuments: rest,
                  });
                }}
              >
                {f.removeDocument(o.documentType[row.type])}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {free.length > 0 && (
        <div className={list.toolbar}>
          <Select
            className={list.control}
            label={f.documentType}
            items={free.map((id) => ({ id, label: o.documentType[id] }))}
            selectedKey={null}
            onSelectionChange={(key) => {
              if (!key) return;
              change({
                documents: [
                  ...draft.documents,
                  {
                    type: key as DocumentType,
                    number: '',
                    country: '',
                    issueDate: null,
                    expiryDate: null,
                    file: null,
                  },
                ],
              });
            }}
            aria-label={f.addDocument}
          />
        </div>
      )}
    </div>
  );
}

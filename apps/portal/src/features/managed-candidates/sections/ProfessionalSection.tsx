import {
  ACCOMMODATIONS,
  CORE_SKILLS,
  DAY_KEYS,
  FORM_POSITIONS,
  MANAGED_CANDIDATE_STATUSES,
  WORKING_DAYS_OPTIONS,
} from '@bayti/data/contract';
import { Checkbox, CheckboxGroup, NumberField, Select, TextField } from '@bayti/ui';
import styles from '../ManagedCandidates.module.css';
import type { ProfileDraft } from '../profile-draft';
import { DateField, invalid, numberOf, options, type SectionProps } from './section-parts';

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

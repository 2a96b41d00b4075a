import {
  BriefcaseBusiness,
  CalendarClock,
  FileText,
  Handshake,
  MessagesSquare,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { DashboardFrame } from '../shared/DashboardFrame';

/** The worker's sections, each with its own address so a reload stays put. */
export const CANDIDATE_SECTIONS = {
  profile: '/dashboard/candidate',
  offers: '/dashboard/candidate/offers',
  interviews: '/dashboard/candidate/interviews',
  messages: '/dashboard/candidate/messages',
  documents: '/dashboard/candidate/documents',
} as const;

export type CandidateSection = keyof typeof CANDIDATE_SECTIONS;

/**
 * The section an address shows: Offers, Interviews, Messages or My Documents under their paths,
 * Profile otherwise.
 */
export function sectionOf(pathname: string): CandidateSection {
  const path = pathname.replace(/\/+$/, '');
  if (path.startsWith(CANDIDATE_SECTIONS.offers)) return 'offers';
  if (path.startsWith(CANDIDATE_SECTIONS.interviews)) return 'interviews';
  if (path.startsWith(CANDIDATE_SECTIONS.messages)) return 'messages';
  if (path.startsWith(CANDIDATE_SECTIONS.documents)) return 'documents';
  return 'profile';
}

export interface CandidateDashboardProps {
  section: CandidateSection;
  children?: ReactNode;
}

/** /dashboard/candidate: the worker's dashboard frame, sidebar (a drawer on phones) and section. */
export function CandidateDashboard({ section, children }: CandidateDashboardProps) {
  const t = useMessages().dashboard.candidate;
  const navItems = [
    {
      id: 'profile',
      label: t.profile,
      href: CANDIDATE_SECTIONS.profile,
      icon: <UserRound />,
    },
    {
      id: 'offers',
      label: t.offers,
      href: CANDIDATE_SECTIONS.offers,
      icon: <Handshake />,
    },
    {
      id: 'interviews',
      label: t.interviews,
      href: CANDIDATE_SECTIONS.interviews,
      icon: <CalendarClock />,
    },
    {
      id: 'messages',
      label: t.messages,
      href: CANDIDATE_SECTIONS.messages,
      icon: <MessagesSquare />,
    },
    {
      id: 'documents',
      label: t.documents,
      href: CANDIDATE_SECTIONS.documents,
      icon: <FileText />,
    },
    // The public Jobs list, where she applies (docs/decisions/0034).
    { id: 'jobs', label: t.jobs, href: '/jobs', icon: <BriefcaseBusiness /> },
  ];
  return (
    <DashboardFrame initialItem={section} activeItem={section} navItems={navItems}>
      {children}
    </DashboardFrame>
  );
}

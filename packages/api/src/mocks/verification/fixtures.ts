// Identity verification as the mocks' people see it (decision 0033): Nurul (unverified) in each
// status, and the admin's queue. The photos are inline SVG pictures (no server, no network).
import type { PendingVerification, VerificationState } from '../../contract/verification';
import { users } from '../users/accounts';

const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`,
  )}`;

/** An identity card: a photo box and lines of text. */
export const documentPhoto = svg(
  '<rect width="640" height="400" rx="24" fill="#e8f0fe"/><rect x="32" y="32" width="576" height="56" rx="8" fill="#1a73e8"/>' +
    '<rect x="40" y="120" width="160" height="200" rx="12" fill="#9aa0a6"/><circle cx="120" cy="190" r="40" fill="#dadce0"/>' +
    '<rect x="232" y="130" width="320" height="22" rx="6" fill="#5f6368"/><rect x="232" y="180" width="260" height="22" rx="6" fill="#80868b"/>' +
    '<rect x="232" y="230" width="200" height="22" rx="6" fill="#80868b"/><rect x="232" y="280" width="280" height="22" rx="6" fill="#80868b"/>',
  640,
  400,
);

/** A selfie: a face holding the card. */
export const selfiePhoto = svg(
  '<rect width="480" height="600" fill="#fce8e6"/><circle cx="240" cy="220" r="110" fill="#f6c7a1"/>' +
    '<circle cx="200" cy="200" r="12" fill="#3c4043"/><circle cx="280" cy="200" r="12" fill="#3c4043"/>' +
    '<path d="M195 265q45 35 90 0" stroke="#3c4043" stroke-width="8" fill="none"/><rect x="60" y="380" width="360" height="200" rx="20" fill="#6d4c41"/>' +
    '<rect x="150" y="420" width="180" height="112" rx="10" fill="#e8f0fe" stroke="#1a73e8" stroke-width="6"/>',
  480,
  600,
);

const images = { document: documentPhoto, selfie: selfiePhoto };

/** Nurul's verification in each status. */
export const verificationStates = {
  unsubmitted: { status: 'unsubmitted', reason: null, submitted_at: null, reviewed_at: null, images: null },
  pending: {
    status: 'pending',
    reason: null,
    submitted_at: '2026-11-20T03:15:00.000Z',
    reviewed_at: null,
    images,
  },
  approved: {
    status: 'approved',
    reason: null,
    submitted_at: '2026-11-20T03:15:00.000Z',
    reviewed_at: '2026-11-20T09:40:00.000Z',
    images,
  },
  rejected: {
    status: 'rejected',
    reason: 'The card is blurred: we cannot read the name. Please take the photo in good light.',
    submitted_at: '2026-11-20T03:15:00.000Z',
    reviewed_at: '2026-11-20T09:40:00.000Z',
    images,
  },
} satisfies Record<string, VerificationState>;

/** The admin's queue: three people waiting, oldest first. */
export const verificationQueue: PendingVerification[] = [
  {
    id: 41,
    user: {
      id: users.unverified.id,
      name: users.unverified.name,
      email: users.unverified.email,
      dob: '1998-02-14',
    },
    submitted_at: '2026-11-19T01:05:00.000Z',
    images,
  },
  {
    id: 42,
    user: { id: 21, name: 'Awang Hafiz', email: 'hafiz@example.com', dob: '2001-07-30' },
    submitted_at: '2026-11-20T06:30:00.000Z',
    images,
  },
  {
    id: 43,
    user: { id: 22, name: 'Dayang Mariam', email: 'mariam@example.com', dob: null },
    submitted_at: '2026-11-21T11:45:00.000Z',
    images,
  },
];

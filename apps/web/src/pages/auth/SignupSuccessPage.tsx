import { useLocation } from 'react-router-dom';
import { Link, Text } from '@pinjam/ui';
import { pathTo } from '../../routes/paths';
import { AuthCard } from './AuthCard';
import { ResendActivation } from './ResendActivation';

export default function SignupSuccessPage() {
  const email = (useLocation().state as { email?: string } | null)?.email ?? '';
  return (
    <AuthCard title="Check your email">
      <Text>
        We have sent an activation link to {email ? <strong>{email}</strong> : 'your email address'}. Open it
        within 24 hours to activate your account, then log in.
      </Text>
      <ResendActivation defaultEmail={email} />
      <Link href={pathTo('login')}>Go to login</Link>
    </AuthCard>
  );
}

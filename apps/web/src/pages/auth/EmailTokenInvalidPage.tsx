import { Link, Text } from '@pinjam/ui';
import { pathTo } from '../../routes/paths';
import { AuthCard } from './AuthCard';
import { ResendActivation } from './ResendActivation';

export default function EmailTokenInvalidPage() {
  return (
    <AuthCard title="This link has expired or was already used">
      <Text>
        Activation links work once, for 24 hours; password reset links for 60 minutes. Ask for a new one below.
      </Text>
      <ResendActivation />
      <Link href={pathTo('password-reset')}>Reset your password instead</Link>
    </AuthCard>
  );
}

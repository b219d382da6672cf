import { useLocation } from 'react-router-dom';
import { Link, Text, useMessages } from '@pinjam/ui';
import { accountMessages } from '../messages';
import { pathTo } from '../../../routes/paths';
import { AuthCard } from '../AuthCard';
import { ResendActivation } from '../ResendActivation';

export default function SignupSuccessPage() {
  const t = useMessages(accountMessages);
  const email = (useLocation().state as { email?: string } | null)?.email ?? '';
  return (
    <AuthCard title={t.checkEmailTitle}>
      <Text>
        {t.checkEmailSentTo} {email ? <strong>{email}</strong> : t.checkEmailYourAddress}. {t.checkEmailAfter}
      </Text>
      <ResendActivation defaultEmail={email} />
      <Link href={pathTo('login')}>{t.goToLogin}</Link>
    </AuthCard>
  );
}

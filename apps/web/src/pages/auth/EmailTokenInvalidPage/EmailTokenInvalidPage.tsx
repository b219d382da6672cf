import { Link, Text, useMessages } from '@pinjam/ui';
import { accountMessages } from '../messages';
import { pathTo } from '../../../routes/paths';
import { AuthCard } from '../AuthCard';
import { ResendActivation } from '../ResendActivation';

export default function EmailTokenInvalidPage() {
  const t = useMessages(accountMessages);
  return (
    <AuthCard title={t.invalidTitle}>
      <Text>{t.invalidText}</Text>
      <ResendActivation />
      <Link href={pathTo('password-reset')}>{t.resetInstead}</Link>
    </AuthCard>
  );
}

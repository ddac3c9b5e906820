import { useTranslation } from 'react-i18next';
import { ComingSoonScreen } from '../../shared/ui/ComingSoonScreen.tsx';
import { isScreenId, screens } from './screens.ts';

/** A /cashier child whose screen arrives with a later capability. */
export function ComingSoonRoute({ screen }: { screen: string }) {
  const { t } = useTranslation();
  if (!isScreenId(screen)) return null;
  const entry = screens[screen];
  const Icon = entry.icon;
  return (
    <ComingSoonScreen
      title={t(`screens.${screen}.title`)}
      capability={t(`capability.${entry.capability}`)}
      icon={<Icon size={36} />}
    />
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconRocket } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SetupOutletResult } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { paths } from '../../../app/router.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { backOfficeQueryKeys } from '../api.ts';
import { useBackOfficeSession } from '../backoffice-session.ts';
import { newSetupDraft, SETUP_STEPS, toSetupBody, validateStep, firstInvalidStep, type SetupDraft, type SetupStep, type StepErrors } from './setup-draft.ts';
import { openCashierApp, postSetupOutlet, stepOfServerError } from './setup-api.ts';
import { BusinessStep } from './steps/BusinessStep.tsx';
import { CashierStep } from './steps/CashierStep.tsx';
import { ChargesStep } from './steps/ChargesStep.tsx';
import { PaymentsStep } from './steps/PaymentsStep.tsx';
import { PrinterStep } from './steps/PrinterStep.tsx';
import { ProductsStep } from './steps/ProductsStep.tsx';
import { ReviewStep } from './steps/ReviewStep.tsx';
import { TablesStep } from './steps/TablesStep.tsx';
import type { StepProps } from './steps/step-props.ts';

const STEP_VIEWS: Record<Exclude<SetupStep, 'review'>, (props: StepProps) => React.JSX.Element> = {
  business: BusinessStep,
  payments: PaymentsStep,
  charges: ChargesStep,
  tables: TablesStep,
  cashier: CashierStep,
  printer: PrinterStep,
  products: ProductsStep,
};

const newRequestKey = () => `setup-${crypto.randomUUID()}`;

/**
 * Route /backoffice/setup: the first-run wizard. Every step stays in this screen's state; the
 * last one sends it all at once (one transaction on the server) and opens the cashier app on the
 * new outlet. It also adds another outlet for an owner who has some already.
 */
export function SetupWizardScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const outletChosen = useBackOfficeSession((state) => state.outletChosen);
  const [draft, setDraft] = useState<SetupDraft>(() => newSetupDraft({ areaName: t('boSetup.tables.defaultArea'), categoryName: t('boSetup.products.defaultCategory') }));
  const [active, setActive] = useState(0);
  const [errors, setErrors] = useState<StepErrors>({});
  // One key per draft: a double tap or a retry after a lost answer makes one outlet; an edit after a refusal gets a new key.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  // Once the owner's token signs the till in, this tab's back office asks for the password again,
  // or the next cashier at this till could open it (ADR 23). Done as the wizard leaves the screen:
  // signed out while still shown, the back office would send the page to its sign-in instead.
  // Not a logout: the session is the till's now.
  const isHandedOver = useRef(false);
  useEffect(
    () => () => {
      if (isHandedOver.current) useBackOfficeSession.getState().signedOut();
    },
    [],
  );
  const step = SETUP_STEPS[active] ?? 'business';

  // The suggested area and category names follow the language switch until the owner types their own.
  const suggested = useRef({ area: draft.area.name, category: draft.category.name });
  useEffect(() => {
    const next = { area: t('boSetup.tables.defaultArea'), category: t('boSetup.products.defaultCategory') };
    const before = suggested.current;
    suggested.current = next;
    setDraft((current) => ({
      ...current,
      area: current.area.name === before.area ? { ...current.area, name: next.area } : current.area,
      category: current.category.name === before.category ? { name: next.category } : current.category,
    }));
  }, [i18n.resolvedLanguage, t]);
  const isLast = active === SETUP_STEPS.length - 1;

  const update = useMemo(
    () => (recipe: (current: SetupDraft) => SetupDraft) => {
      setDraft(recipe);
      setErrors({});
    },
    [],
  );

  const goTo = (target: SetupStep) => {
    setErrors({});
    setActive(SETUP_STEPS.indexOf(target));
  };

  const finish = useMutation({
    mutationFn: async (): Promise<SetupOutletResult> => postSetupOutlet(toSetupBody(draft), requestKey),
    onSuccess: async (result) => {
      outletChosen(result.OutletId);
      await queryClient.invalidateQueries({ queryKey: backOfficeQueryKeys.outlets });
      toast.success(t('boSetup.done', { outlet: draft.outlet.name.trim() }));
      try {
        await openCashierApp(result, draft.cashier.pin);
        isHandedOver.current = true;
        await navigate(paths.menu, { replace: true });
      } catch (error) {
        toast.error(t('boSetup.openFailed', { message: errorMessageOf(error) }));
      }
    },
    onError: (error) => {
      setRequestKey(newRequestKey());
      const target = stepOfServerError(error);
      if (target) setActive(SETUP_STEPS.indexOf(target));
      toast.error(errorMessageOf(error));
    },
  });

  function next() {
    const found = validateStep(step, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!isLast) {
      setActive(active + 1);
      return;
    }
    const invalid = firstInvalidStep(draft);
    if (invalid) {
      goTo(invalid);
      setErrors(validateStep(invalid, draft));
      return;
    }
    finish.mutate();
  }

  const stepProps: StepProps = { draft, update, errors };
  const View = step === 'review' ? null : STEP_VIEWS[step];

  return (
    <Stack gap="md" maw={1200}>
      <div>
        <Title order={2}>{t('boSetup.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('boSetup.subtitle')}
        </Text>
      </div>
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Stepper
          active={active}
          onStepClick={(index) => index < active && goTo(SETUP_STEPS[index] ?? 'business')}
          orientation="vertical"
          size="sm"
          iconSize={36}
          allowNextStepsSelect={false}
          w={190}
          style={{ flexShrink: 0 }}
        >
          {SETUP_STEPS.map((name) => (
            <Stepper.Step key={name} label={t(`boSetup.steps.${name}`)} />
          ))}
        </Stepper>
        <Paper withBorder radius="lg" px="xl" pt="lg" pb={0} flex={1} miw={0}>
          <Stack gap="lg">
            <div>
              <Text size="sm" c="dimmed">
                {t('boSetup.stepOf', { current: active + 1, total: SETUP_STEPS.length })}
              </Text>
              <Title order={3}>{t(`boSetup.steps.${step}`)}</Title>
            </div>
            {View ? <View {...stepProps} /> : <ReviewStep {...stepProps} onEdit={goTo} />}
            {/* Kept in view while a long step scrolls: the way on is always one tap away. */}
            <Group
              justify="space-between"
              pos="sticky"
              bottom={0}
              py="md"
              bg="var(--mantine-color-body)"
              style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Button size="lg" variant="default" leftSection={<IconArrowLeft size={20} />} disabled={active === 0 || finish.isPending} onClick={() => goTo(SETUP_STEPS[active - 1] ?? 'business')}>
                {t('boSetup.back')}
              </Button>
              <Button
                size="lg"
                rightSection={isLast ? <IconRocket size={20} /> : <IconArrowRight size={20} />}
                loading={finish.isPending}
                onClick={next}
              >
                {isLast ? t('boSetup.finish') : t('boSetup.next')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Group>
    </Stack>
  );
}

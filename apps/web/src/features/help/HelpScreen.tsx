import { useRef, useState, type FormEvent } from 'react';
import { Badge, Button, Card, Grid, Group, Loader, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HELP_MESSAGE_MAX_LENGTH, HELP_SUBJECT_MAX_LENGTH } from '@kasir/domain';
import { errorMessageOf } from '../../api/http-client.ts';
import { toast } from '../../shared/ui/toast.ts';
import { useOutletDateTime } from '../session/use-outlet-date-time.ts';
import { newHelpMessageKey, useOwnHelpMessages, useSendHelpMessage } from './api.ts';
import { validateHelpForm, type HelpFormErrors, type HelpFormValues } from './help-form.ts';

const EMPTY: HelpFormValues = { subject: '', message: '' };

/** Route /cashier/help: the cashier writes to the owner (POST /helpCenter) and sees what they sent. */
export function HelpScreen() {
  const { t } = useTranslation();
  const formatDateTime = useOutletDateTime();
  const [values, setValues] = useState<HelpFormValues>(EMPTY);
  const [errors, setErrors] = useState<HelpFormErrors>({});
  // Kept while the same message is retried; a new one after it was sent.
  const key = useRef(newHelpMessageKey());
  const send = useSendHelpMessage();
  const mine = useOwnHelpMessages();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateHelpForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(
      { body: { Subject: values.subject, Message: values.message }, key: key.current },
      {
        onSuccess: () => {
          toast.success(t('helpCenter.sent'));
          setValues(EMPTY);
          key.current = newHelpMessageKey();
        },
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  }

  function update(field: keyof HelpFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  return (
    <Stack gap="lg" data-testid="help-screen">
      <Title order={2}>{t('screens.help.title')}</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card component="form" onSubmit={handleSubmit} noValidate withBorder radius="lg" p="xl" aria-label={t('helpCenter.formTitle')}>
            <Stack gap="md">
              <div>
                <Title order={3}>{t('helpCenter.formTitle')}</Title>
                <Text c="dimmed">{t('helpCenter.formHint')}</Text>
              </div>
              <TextInput
                label={t('helpCenter.subject')}
                placeholder={t('helpCenter.subjectPlaceholder')}
                size="lg"
                maxLength={HELP_SUBJECT_MAX_LENGTH}
                value={values.subject}
                error={errors.subject ? t(errors.subject, { max: HELP_SUBJECT_MAX_LENGTH }) : undefined}
                onChange={(event) => update('subject', event.currentTarget.value)}
              />
              <Textarea
                label={t('helpCenter.message')}
                placeholder={t('helpCenter.messagePlaceholder')}
                size="lg"
                autosize
                minRows={5}
                maxRows={10}
                maxLength={HELP_MESSAGE_MAX_LENGTH}
                description={t('helpCenter.characters', { count: values.message.length, max: HELP_MESSAGE_MAX_LENGTH })}
                value={values.message}
                error={errors.message ? t(errors.message, { max: HELP_MESSAGE_MAX_LENGTH }) : undefined}
                onChange={(event) => update('message', event.currentTarget.value)}
              />
              <Group justify="flex-end">
                <Button type="submit" size="lg" loading={send.isPending} leftSection={<IconSend size={20} />}>
                  {t('helpCenter.send')}
                </Button>
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="lg" p="xl" data-testid="help-sent-list">
            <Title order={3} mb="md">
              {t('helpCenter.sentTitle')}
            </Title>
            {mine.isPending ? <Loader aria-label={t('common.loading')} /> : null}
            {mine.data?.length === 0 ? <Text c="dimmed">{t('helpCenter.noneSent')}</Text> : null}
            <Stack gap="sm">
              {mine.data?.map((message) => (
                <Card key={message.Id} withBorder radius="md" p="md" bg="gray.0">
                  <Group justify="space-between" wrap="nowrap" mb={4}>
                    <Text fw={700} lineClamp={1}>
                      {message.Subject ?? t('helpCenter.noSubject')}
                    </Text>
                    <Badge color={message.ReadAt ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
                      {message.ReadAt ? t('helpCenter.read') : t('helpCenter.unread')}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(message.CreatedAt)} · {message.OutletName}
                  </Text>
                  <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                    {message.Message}
                  </Text>
                </Card>
              ))}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

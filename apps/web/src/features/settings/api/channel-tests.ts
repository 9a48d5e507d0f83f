import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The channels with a test of their own here; SMS keeps POST /api/sms/test (api/sms.ts). */
export type TestedChannel = 'inApp' | 'email' | 'push';

const URLS: Record<TestedChannel, string> = { inApp: '/api/in-app/test', email: '/api/email/test', push: '/api/push/test' };

/** "Send a test" (issue 28, item 7): never tried again on failure, a second try would send a second test. */
export const useSendChannelTest = () =>
  useMutation({ mutationFn: (channel: TestedChannel) => api(URLS[channel], { method: 'POST' }), retry: false });

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountSettingsPatchSchema, accountSettingsSchema } from '@prosper/shared/schemas/account-settings';
import { privacySettingsPatchSchema, privacySettingsSchema } from '@prosper/shared/schemas/privacy-settings';
import { requireMember } from '../../auth/guards.ts';
import { accountSettings, updateAccountSettings } from './account.ts';
import { privacySettings, updatePrivacySettings } from './privacy.ts';

/** The Settings screen's privacy and account sections (SPEC §7): each member reads and changes only their own. */
export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  app.get(
    '/api/privacy-settings',
    {
      schema: {
        tags,
        operationId: 'getPrivacySettings',
        summary: 'My privacy settings (made with the defaults on first read)',
        response: { 200: privacySettingsSchema },
      },
    },
    async (request) => privacySettings(app.db, (await requireMember(request)).id),
  );

  app.patch(
    '/api/privacy-settings',
    {
      schema: {
        tags,
        operationId: 'updatePrivacySettings',
        summary: 'Change my privacy settings',
        body: privacySettingsPatchSchema,
        response: { 200: privacySettingsSchema },
      },
    },
    async (request) => updatePrivacySettings(app.db, (await requireMember(request)).id, request.body),
  );

  app.get(
    '/api/account-settings',
    {
      schema: {
        tags,
        operationId: 'getAccountSettings',
        summary: 'My language, currency, time zone, time and date formats, theme and connections (made with the defaults on first read)',
        response: { 200: accountSettingsSchema },
      },
    },
    async (request) => accountSettings(app.db, (await requireMember(request)).id),
  );

  app.patch(
    '/api/account-settings',
    {
      schema: {
        tags,
        operationId: 'updateAccountSettings',
        summary: 'Change my language, currency, time zone, time and date formats or theme',
        body: accountSettingsPatchSchema,
        response: { 200: accountSettingsSchema },
      },
    },
    async (request) => updateAccountSettings(app.db, (await requireMember(request)).id, request.body),
  );
}

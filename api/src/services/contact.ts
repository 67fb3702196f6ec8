import type { ContactBody } from '../contract/contact';
import type { ServiceDeps } from './deps';

/**
 * Stores the message first (support can always read it there), then mails it to support with the
 * sender as Reply-To. A mail failure is logged, not shown: the message is already safely kept.
 */
export async function submitContactMessage(deps: ServiceDeps, input: ContactBody, userId: string | null) {
  const stored = await deps.models.ContactMessage.create({ ...input, userId });
  try {
    await deps.mailer.send({
      to: deps.config.supportEmail,
      replyTo: input.email,
      subject: `[Contact] ${input.subject}`,
      text: `From: ${input.name} <${input.email}>${userId ? ` (account ${userId})` : ''}\n\n${input.message}`,
    });
  } catch (error) {
    deps.log.error(`[mail] contact message ${stored.id} stored but not mailed to support`, error);
  }
  return { id: stored.id, createdAt: stored.createdAt.toISOString() };
}

import type { ServiceContext } from './context';

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * Stores the message first (support can always read it there), then mails it to support with the
 * sender as Reply-To. A mail failure is logged, not shown: the message is already safely kept.
 */
export async function submitContactMessage(ctx: ServiceContext, input: ContactInput, userId: string | null) {
  const stored = await ctx.models.ContactMessage.create({ ...input, userId });
  try {
    await ctx.mailer.send({
      to: ctx.config.supportEmail,
      replyTo: input.email,
      subject: `[Contact] ${input.subject}`,
      text: `From: ${input.name} <${input.email}>${userId ? ` (account ${userId})` : ''}\n\n${input.message}`,
    });
  } catch (error) {
    ctx.log.error(`[mail] contact message ${stored.id} stored but not mailed to support`, error);
  }
  return { id: stored.id, createdAt: stored.createdAt.toISOString() };
}

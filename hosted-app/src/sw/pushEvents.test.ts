import { describe, expect, it } from 'vitest';
import { notificationOf } from './pushEvents';

describe('the notification a push shows', () => {
  it("shows the API's message with the app's icon, title, body and tag, and opens its page on click", () => {
    const payload = JSON.stringify({ title: 'Stillpoint', body: 'A quiet minute for yourself?', tag: 'stillpoint-reminder', url: '/app' });
    expect(notificationOf(payload)).toEqual({
      title: 'Stillpoint',
      options: { body: 'A quiet minute for yourself?', tag: 'stillpoint-reminder', icon: '/icon-192.png', badge: '/icon-192.png', data: { url: '/app' } },
    });
  });

  it('still shows a notification for an empty or unreadable push (a push must show one)', () => {
    for (const payload of [null, '', 'not json', '[1,2]', '{"title":42}']) {
      const { title, options } = notificationOf(payload);
      expect(title, String(payload)).toBe('Stillpoint');
      expect(options.icon).toBe('/icon-192.png');
      expect(options.body).toBe('Time for a quiet minute.');
    }
  });

  it('opens only a path of the app, never another origin or a script URL', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 42])
      expect(notificationOf(JSON.stringify({ title: 't', body: 'b', tag: 'x', url })).options.data.url, String(url)).toBe('/app');
    expect(notificationOf(JSON.stringify({ title: 't', body: 'b', tag: 'x', url: '/app/history' })).options.data.url).toBe('/app/history');
  });
});

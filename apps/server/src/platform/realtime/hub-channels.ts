import type { PresenceMember } from './hub-auth';
import { broadcast, frame, isPresence, send, type Channel, type Connection } from './hub-protocol';

/**
 * The channels of the hub and their presence members: joining, leaving and what the other
 * subscribers are told of it.
 */
export class Channels extends Map<string, Channel> {
  /** Subscribes a connection the hub admitted (as `member` on a presence channel), and tells it so. */
  join(connection: Connection, name: string, member: PresenceMember | undefined): void {
    let channel = this.get(name);
    if (!channel) {
      channel = { connections: new Set(), ...(isPresence(name) && { members: new Map() }) };
      this.set(name, channel);
    }
    const already = connection.channels.get(name);
    if (already && already.userId !== member?.id) this.leave(connection, name);
    else if (already) return succeeded(connection, name, channel);

    connection.channels.set(name, { userId: member?.id });
    // (Leaving a channel as another member may have emptied and dropped it: it is back.)
    this.set(name, channel);
    channel.connections.add(connection);
    if (member && channel.members) {
      const existing = channel.members.get(member.id);
      if (existing) {
        existing.connections += 1;
        existing.info = member.info;
      } else {
        channel.members.set(member.id, { info: member.info, connections: 1 });
        const added = JSON.stringify({ user_id: member.id, user_info: member.info });
        broadcast(channel, frame('pusher_internal:member_added', added, name), connection);
      }
    }
    succeeded(connection, name, channel);
  }

  /** Unsubscribes a connection; a presence member's last tab leaving is told to the others. */
  leave(connection: Connection, name: string): void {
    const subscription = connection.channels.get(name);
    if (!subscription) return;
    connection.channels.delete(name);
    const channel = this.get(name);
    if (!channel) return;
    channel.connections.delete(connection);
    const userId = subscription.userId;
    if (userId !== undefined && channel.members) {
      const member = channel.members.get(userId);
      if (member && --member.connections <= 0) {
        channel.members.delete(userId);
        const removed = JSON.stringify({ user_id: userId });
        broadcast(channel, frame('pusher_internal:member_removed', removed, name));
      }
    }
    if (channel.connections.size === 0) this.delete(name);
  }

  /** Unsubscribes a closed connection from all its channels. */
  leaveAll(connection: Connection): void {
    for (const name of [...connection.channels.keys()]) this.leave(connection, name);
  }

  subscriptionCount(name: string): number {
    return this.get(name)?.connections.size ?? 0;
  }

  /** The user ids on a presence channel (empty for others). */
  users(name: string): string[] {
    return [...(this.get(name)?.members?.keys() ?? [])];
  }
}

function succeeded(connection: Connection, name: string, channel: Channel) {
  if (!channel.members) return send(connection, 'pusher_internal:subscription_succeeded', '{}', name);
  const hash: Record<string, unknown> = {};
  for (const [id, m] of channel.members) hash[id] = m.info;
  const ids = Object.keys(hash);
  send(
    connection,
    'pusher_internal:subscription_succeeded',
    JSON.stringify({ presence: { ids, hash, count: ids.length } }),
    name,
  );
}

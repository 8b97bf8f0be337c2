/** The live streams (core/api/live.ts): answered by server/live/stream.ts once the call is checked. */
import { livePublicStream, liveStream } from '../../core/api/live.ts';
import type { ApiRegistry } from './context.ts';

export function registerLive(r: ApiRegistry): void {
  r.stream(liveStream, (ctx, res) => ctx.app.liveStreams.serve(ctx, res, 'player'));
  r.stream(livePublicStream, (ctx, res) => ctx.app.liveStreams.serve(ctx, res, 'public'));
}

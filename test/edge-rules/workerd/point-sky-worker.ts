/**
 * A worker for test/edge-rules/workerd/point-sky.test.ts: POST a Pro body, `?lat=&lon=&elev=`, and it answers the
 * body with the point's times (edge-rules/origin/point-times.ts), computed in workerd by the bundled astronomy-engine.
 */
import { applyPoint } from "../../../edge-rules/origin/point-times.ts";

export default {
  async fetch(request: Request): Promise<Response> {
    const query = new URL(request.url).searchParams;
    const point = { latitude: Number(query.get("lat")), longitude: Number(query.get("lon")), elevation: Number(query.get("elev")) };
    const body = new Uint8Array(await request.arrayBuffer());
    return new Response(new TextDecoder().decode(applyPoint(body, point)), { headers: { "content-type": "application/json" } });
  },
};

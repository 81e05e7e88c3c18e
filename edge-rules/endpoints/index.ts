/**
 * The endpoint table the handler walks (docs/architecture.md#endpoints): every API endpoint's
 * behaviour, paired with its contract (schemas/endpoints/index.ts lists the contracts; `POST /mcp`
 * is served by mcp/, the pages by pages/). Adding an endpoint adds its module here.
 */
import type { AnyEndpoint } from "../endpoint.ts";
import { birth } from "./birth.ts";
import { bulk } from "./bulk.ts";
import { businessAdd } from "./business-add.ts";
import { businessCount } from "./business-count.ts";
import { businessDay } from "./business-day.ts";
import { businessGotobi } from "./business-gotobi.ts";
import { calendarFeed } from "./calendar-feed.ts";
import { changes } from "./changes.ts";
import { changesFeed } from "./changes-feed.ts";
import { day } from "./day.ts";
import { find } from "./find.ts";
import { glossary } from "./glossary.ts";
import { health } from "./health.ts";
import { instants } from "./instants.ts";
import { llms } from "./llms.ts";
import { longWeekends } from "./long-weekends.ts";
import { moment } from "./moment.ts";
import { range } from "./range.ts";
import { wareki } from "./wareki.ts";
import { warekiList } from "./wareki-list.ts";

export const ENDPOINTS: readonly AnyEndpoint[] = [
  health,
  day,
  range,
  bulk,
  glossary,
  find,
  businessDay,
  businessAdd,
  businessCount,
  businessGotobi,
  longWeekends,
  wareki,
  warekiList,
  calendarFeed,
  changes,
  changesFeed,
  instants,
  moment,
  birth,
  llms,
];

/**
 * The 旧暦 in force in Japan, 445 to 明治5年12月2日 (1872-12-31), every month (docs/calendar.md §14):
 * the table is the data, not a computation. Written by scripts/wareki-tables.ts from
 * test/reference/kyureki_months_0445_1872.csv; test/calendar/wareki/tables.test.ts checks that it
 * gives every row of that table.
 *
 * Source: The historical calendar as printed (日本暦日原典 4th ed. and NAOJ 日本の暦日データベース) via
 * manakai/data-locale `data/calendar/kyuureki-map.txt` (its licence: use, reproduction and
 * derivative works granted), as exported to month starts by sugi/ya-wareki-js
 * `tools/data/year-defs.json` @fd5944c.
 *
 * ya-wareki-js: BSD-2-Clause, Copyright (c) 2026 Tatsuki Sugiura. Redistribution and use in source
 * and binary forms, with or without modification, are permitted provided that the conditions of
 * the BSD 2-Clause licence are met: redistributions of source code must retain this copyright
 * notice, the list of conditions and the disclaimer; redistributions in binary form must reproduce
 * them in the documentation. THE DATA IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND.
 */
import type { KyurekiTable } from "./months-table.ts";

/**
 * 旧暦 445–1872 (calendar/wareki/year-code.ts). 明治5年12月 is coded 29 days; it ended after 2, at
 * the reform (calendar/wareki/calendars.ts REFORM_JDN).
 */
export const HISTORICAL_KYUREKI: KyurekiTable = {
  firstYear: 445,
  firstJdn: 1883618,
  years: [
    "BLL0LL0gr5Qg0ggLLL0LQ0jLDgg0gg0LM6hL0rLOgg0gj0LgIrL0LL0gjBLg", // 445–
    "0Qg0LL2gj0grNQg0gg0LMEgr0jL0gg7LM0LQOjL0LL0ghJLQ0Mg0LLAgh0gj", // 465–
    "0Mg3LL0LLKgj0hL0ggFLL0LM0hL9gg0ggPLM0Lg0rLGgg0gh0LgArL0LL0gh", // 485–
    "5Lg0QgLLL0LL0grDQg0gg0LL6gr0jLPgg0gg0LQIjL0LL0ghBLQ0Mg0LL4gh", // 505–
    "0gjNMg0gg0LLEgj0hL0gg7LL0LMOhL0rL0ggJLM0Lg0rLAgg0gh0Lg2rL0LL", // 525–
    "Kgh0gr0QgFLL0LL0gr9Qg0ggPLL0LQ0jLHgg0gg0LQAjL0rL0gg5LQ0MgKrL", // 545–
    "0LL0gjDMg0Qg0LL8gj0hLPQg0gg0LMGhL0jL0ggBLM0Lg0rL4gg0ghNLg0Qg", // 565–
    "0LLEgh0gr0Qg7LL0LLOgr0jL0ggJLL0LQ0jLBgg0gg0LQ2jL0rLKgg0gj0Mg", // 585–
    "ErL0LL0gj7Mg0QgNLL0LM0hLHQg0gg0LMAhL0jL0gg5LM0LgKjL0LL0ghFLg", // 605–
    "0Mg0LL8gh0grPMg0gg0LLGgr0hL0ggBLL0LQ0hL5gg0ggNLQ0Mg0rLEgg0gj", // 625–
    "0Mg6rL0LLOgj0hL0QgJLL0LM0hLBQg0gg0LM2hL0jLKgg0gh0LgEjL0LL0gh", // 645–
    "7Lg0MgNLL0LL0grJMg0gg0LLCgr0hL0gg5LL0LQKhL0rL0ggFLQ0Lg0rL8gg", // 665–
    "0gjPLg0Qg0LLGgj0gr0QgBbL0LM0gr5Qg0QgOsQ0sf0sIFqb0qc0bM9Ar0hM", // 685–
    "0RK2sf0x9GwI0QJ0KhCbN0bR0jQ5RK0TKNT90j90gJFKh0Kj0cj8jg0sg0ka", // 705–
    "3j90p9JgL0gM0KrCgj0hL0so6sY0wbMrA0LB0gNFLM0LQ0hL7RI0TI0wb3PA", // 725–
    "0PBIgR0gj0LgAjP0kf0jI7ib0ibLfB0fL0gjHLg0Mq0sf9sI0LIOqd0qd0fM", // 745–
    "LAs0hM0RKCwf0z90wI6qc0qhNbQ0bg0hQHRK0kI0SDBwB0wI0Kg2fR0bhIrg", // 765–
    "0kg0sKBr50rA0gL7Ih0KkMMp0hL0xAFsa0wa0rABoL0gM0LM2hL0hPLRI0TI", // 785–
    "0ybDvA0LA0oR5LQ0DgOjf0kf0jIFib0qb0PD9Aj0gj0Mg2jb0sfJsH0sI0qc", // 805–
    "EfL0fN0hM7Mn0RKOwP0x90wHEqc0qh0fQBBQ0jg0RK2x90T9JQJ0QJ0KhEbR", // 825–
    "0Mj0jg7TK0kaPj90r90gLHKj0Ks0wr8se0tI0sa5r90rALQL0gM0IrCQj0RL", // 845–
    "0sf7sY0wYOr60qh0fMHLM0rQ0xK9R80TH0QZ5LB0LBKgR0gj0LgEjL0kb0jI", // 865–
    "7gL0iLNLB0LL0grIMg0tJ0saBrA0sI0qL3bD0LMKgr0hL0RKCwb0x50wA6qM", // 885–
    "0ohObQ0Lh0jgHTK0TI0T5BQB0gJ0Ih4bR0MjKjg0sg0kYDj50r50gL9Kj0Ks", // 905–
    "OQr0RL0tAHsY0wY0rAAgM0gN0LM2gr0hLMRI0DJ0QdFLB0LB0gR7bQ0LgOjb", // 925–
    "0kf0jIFib0ib0PDAgj0gj0Mg2kf0sfJsI0sI0qbFfL0bM0gr7Mq0RKOwf0T9", // 945–
    "0wJGqc0qh0bQAhM0jg0TK4x90T9LQJ0iL0KhEfR0Mj0jg7jK0kaPj90rA0gL", // 965–
    "HKj0LM0grAsg0tI0sa5r90rAKgM0gh0LMEhL0hf0RI6wb0QbOvB0PB0ghJLQ", // 985–
    "0Lg0jfBTI0jI0ib5PB0PDKgj0gr0MiCkf0sf0sI9ib0qbPfL0bM0grJMq0RK", // 1005–
    "0wfBsI0wI0qc5fM0bQKhM0jg0TKCx90T90QJ9Kd0KhOfh0Mj0rgJjK0ka0j9", // 1025–
    "BgL0gL0Kj2gj0grLcg0tI0saFrA0rA0gM7Ks0LMOhL0hL0RIGwb0Qb0LBAoN", // 1045–
    "0gh0LQ2hL0jfLjI0jI0ibFPB0PD0gj9Lg0MiOkf0sf0sIHqb0qc0fDDAj0hM", // 1065–
    "0Mq4sf0x9KwI0wJ0qcEfM0fR0DQ6RL0TL0T92wJ0QJJKh0Kh0fhBLQ0rg0ja", // 1085–
    "5T90j9LgL0gL0KjEgj0gr0sg7ka0wa0rA3gL0gMJLM0LQ0hLBNI0RI0wb4vA", // 1105–
    "0PBKoN0gh0LQEjL0jf0TI9Sb0ibPPB0fL0AjILh0Mr0kfBjI0sI0qb5fD0fM", // 1125–
    "LIj0BM0QrCsf0x90wI9qc0qgOfM0fR0DQIhL0TL0T9AwJ0QJ0Kh4fR0ghLbg", // 1145–
    "0sg0jaFT90r90gL9Kh0LDOgj0gr0MgIsb0wb0rADgL0gM0LM4gr0hLLhI0RI", // 1165–
    "0wbEvA0QB0od9LM0LQOhP0jf0TIHSb0j50PBDIh0Ij0Lh4jg0kfLkI0sY0r5", // 1185–
    "FfD0fM0Ij8Mj0RL0sf3sI0wYJqc0qg0fMDIs0DQ0RL4x90T9LgJ0QL0KhEfR", // 1205–
    "0gh0Lg6jL0kb0T93gL0gLJKh0LD0gjDLg0Mo0sb5rA0rALqL0oc0LMEir0hL", // 1225–
    "0RI8wb0wbOwA0QB0ohJbM0Lg0jQBRI0TI0T57QB0QBLYh0Ij0LhEjg0kg0kI", // 1245–
    "9j50r50gL3Ij0IrIcj0RL0sgBsY0wY0r67gL0fMLbM0LQ0RLExA0TH0wZ8rA", // 1265–
    "0LBOgR0gj0LgKjL0kb0THDgb0iL0LB4gh0gjLbg0Mo0sfFrA0sA0qL9bD0LM", // 1285–
    "Ogr0hL0RKHgf0x50wACqc0oh0bM6hM0jgLZK0TL0T5FQB0QJ0KhAbR0Mj0jg", // 1305–
    "3jK0kYJj50r50gLDKj0Ir0Qr4sg0sgLcY0wb0rAFiL0gM0LM8gr0RL0RI4wZ", // 1325–
    "0wbIrA0LB0gRDLQ0Lg0jb5TI0TILib0ib0PBEih0gj0Mg8jf0sf0rI3ib0qb", // 1345–
    "JfD0bM0grDMq0RK0wf7sI0wILac0qj0bMEjM0jg0RK8x90T90QJ3Kh0KhIbR", // 1365–
    "0Mj0jgBjK0ka0j57gJ0gLLaj0LM0grFSg0tA0sa9r90rA0gM3Kj0LMKgr0hL", // 1385–
    "0RICwb0wb0rA6gM0ghLbQ0Lg0jfFTI0TI0ibBPB0PD0gh3Lg0MgKkf0sf0sI", // 1405–
    "Dib0qb0fL7Aj0grNMq0RK0wfEwI0wJ0qcBfM0bQ0hM3RK0TKJh90T90QJDKh", // 1425–
    "0Kh0fR4jQ0jgLbK0kb0j9HgJ0gL0Kj8gj0gr0sg3ka0saJr90rA0gMDKk0LM", // 1445–
    "0hL5Mg0RILgb0wb0PAGoN0gh0KwAhL0jf0TI3Qb0ibJfB0PD0gjFLg0Mi0kf", // 1465–
    "7jI0sINib0qb0fLHAj0gr0Mq8sf0x90wI5qb0qcKfM0fR0BMDRL0TK0x96wI", // 1485–
    "0QJNKh0Kh0fhHLQ0rg0ja9T90j90gL5Kh0KjKgj0gr0sgDka0sa0rA7gL0gM", // 1505–
    "NLM0LM0hLJMo0RI0wbArA0PB0oN3LM0LQKhL0jf0TIDQb0ib0PB6oh0AjNLh", // 1525–
    "0Mq0kfFjI0sI0qbBfD0fL0Ij2Mj0MrLcf0x90wIDqb0qg0fM7Is0DQPRL0TK", // 1545–
    "0z9GwI0QJ0KhAfN0gh0LQ3hL0jaNT90j90gLFKh0Kj0gj7Lg0Mg0kb3j90rA", // 1565–
    "HgL0gM0LMAgr0hL0NI2sb0wbIvA0PB0odFLM0LQ0hL7RI0TINSb0j50PBHIh", // 1585–
    "0Ij0Lh8jg0kf0jI5j50r5LfD0fL0IjCMj0Qr0sf7sI0wYPqc0qg0fMHIs0DQ", // 1605–
    "0RL8x90T90wJ4qg0KhKfN0gh0LgFjL0ja0T97QJ0gLNKh0LD0gjJLg0Mo0kb", // 1625–
    "BjA0rA0iL3LD0LMKgr0hL0RICsb0wb0wA8qM0odPbM0LQ0hPHRI0TI0T5BQB", // 1645–
    "0QB0Ih4bR0LhKjg0kg0kIDj50r50gL9Ij0IjOMj0RL0sgHsY0wY0r6BgL0fM", // 1665–
    "0LQ6hL0jf0TI2wb0ibHPB0fD0IhALR0Mj0jf5jI0sIJqb0qb0fLHIj0As0Mr", // 1685–
    "8sf0x90wI3qb0qcGfM0fN0BMBRL0RK0x94wI0QJLKh0Kh0fRFLQ0Lg0jb9T9", // 1705–
    "0j90gL3Kh0KjIgj0gr0MgAkb0sb0rA7gL0oMNKk0LM0grFMo0RI0wb9vA0PA", // 1725–
    "OoN0oh0LQKhM0jf0TIDQb0ib0PB5IR0IhMLh0Mj0kfFjI0sI0qb9fB0fLPIj", // 1745–
    "0As0MrIsg0x90wIDqb0qg0fM7Is0LMORL0TL0T9EwJ0QJ0KhAfN0gh0LQ2hL", // 1765–
    "0jbLTA0j90gLDKh0Kj0gj5Lg0MgMkb0sb0rAFqL0oM0bE8gj0hL0NI2sb0wb", // 1785–
    "GwA0QB0oNCbM0LR0hQ5RK0TINT50j50gBHIh0Ij0bh8jg0kg0jI3j50r5HgJ", // 1805–
    "0fL0IjCcj0Qr0sg7sK0wYNr50rA0gMFKs0LQ0hL9RA0TI0wZ2rA0LBIgN0gh", // 1825–
    "0LQAhL0jb0TI9Qb0gb0LB4gR0gjFLg0Mo0kfBjI0sI0qb7fD0bMGgj0hM0NK", // 1845–
    "Asf0x50wA8qc0qdKbM0bR0BQ", // 1865–
  ].join(""),
};

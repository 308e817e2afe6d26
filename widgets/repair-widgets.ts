// /widgets/repair-widgets.js: registers all six elements (what our own pages load). Each element
// also has its own entry (/widgets/repair-chat.js and so on) for a partner page that wants one.
import "./repair-model-menu/index.ts";
import "./repair-faq/index.ts";
import "./repair-call-button/index.ts";
import "./repair-directions-bar/index.ts";
import "./repair-chat/index.ts";
import "./repair-booking/index.ts";

// <repair-chat>'s words: the English here (the seed's greeting, prompts and errors), the Spanish a
// chunk of its own (shared/lang.ts). The facts in them come from the shop's data.
import { address, phone, shop } from "virtual:shop-facts";
import { commonEn } from "../shared/words.ts";

export const chatEn = {
  ...commonEn,
  greeting: `Hi! I'm the ${shop.name} repair assistant. Tell me what's wrong with your iPhone, iPad or computer and I'll help you troubleshoot it. You can also call us at ${phone.display} or visit us at ${address.street} in ${address.city}, ${address.state}.`,
  quickPrompts: ["iPhone screen cracked", "Phone won't turn on", "iPad charging issues", "Computer running slow"],
  toastTitle: "Error",
  toastDescription: "Failed to get response. Please try again.",
  connectionApology: `Sorry, I'm having trouble connecting right now. Please call the shop directly at your convenience, or visit us in ${address.city}, ${address.state} for immediate assistance!`,
  missingResponse: "Sorry, I encountered an error. Please try again.",
  chatWith: `Chat with ${shop.name}`,
  openChat: "Open repair chat",
  closeRepairChat: "Close repair chat",
  dismiss: "Dismiss",
  loading: "Loading chat…",
  heading: "Repair Assistant",
  about: (model: string) => `About your ${model}`,
  subheading: "Troubleshooting help, right now",
  startOver: "Start over",
  closeChat: "Close chat",
  conversation: "Conversation",
  you: "You: ",
  assistant: "Assistant: ",
  typing: "The assistant is typing…",
  quickQuestions: "Quick questions",
  suggested: "Suggested questions",
  describe: "Describe your problem",
  placeholder: "Describe your problem…",
  send: "Send message",
  nextSteps: "Next steps",
};
export type ChatWords = typeof chatEn;

export const team: {
  en: string;
  ar: string;
  enRole: string;
  arRole: string;
  colors: [string, string];
}[] = [
  {
    en: "Layla Haddad",
    ar: "ليلى حداد",
    enRole: "Founder & CEO",
    arRole: "المؤسسة والرئيسة التنفيذية",
    colors: ["#4338ca", "#0f766e"],
  },
  {
    en: "Omar Khalil",
    ar: "عمر خليل",
    enRole: "Head of Engineering",
    arRole: "رئيس قسم الهندسة",
    colors: ["#0891b2", "#2563eb"],
  },
  {
    en: "Sara Mansour",
    ar: "سارة منصور",
    enRole: "Design Lead",
    arRole: "قائدة فريق التصميم",
    colors: ["#b45309", "#be123c"],
  },
  {
    en: "Yousef Nasser",
    ar: "يوسف ناصر",
    enRole: "Mobile Lead",
    arRole: "قائد فريق تطبيقات الجوال",
    colors: ["#7c3aed", "#db2777"],
  },
  {
    en: "Rana Saleh",
    ar: "رنا صالح",
    enRole: "Marketing Director",
    arRole: "مديرة التسويق",
    colors: ["#047857", "#0e7490"],
  },
  {
    en: "Khaled Fares",
    ar: "خالد فارس",
    enRole: "Talent Partner",
    arRole: "شريك استقطاب المواهب",
    colors: ["#1d4ed8", "#7c3aed"],
  },
];

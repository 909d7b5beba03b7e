// About us, careers, student discount and affiliate program pages.
import { html, type PageSeed } from './types.ts';

const about: PageSeed = {
  key: 'about-us',
  title: ['About Us', 'من نحن'],
  content: [
    html(
      '<h2>About Gamers Souq</h2>',
      '<p>Gamers Souq started in 2016 as a small PC build shop in Nasr City, Cairo. Today we ship gaming hardware to every governorate in Egypt and deliver thousands of digital game and gift cards every month.</p>',
      '<h3>What we offer</h3>',
      '<ul><li>Original PC components, consoles and accessories with official local warranty.</li><li>Instant PlayStation, Xbox, Steam, Nintendo, Apple, Google Play and Amazon cards for many countries.</li><li>A Build PC tool and a team that checks compatibility for you.</li><li>Payment by card, mobile wallet, cash on delivery or installments, all in EGP.</li></ul>',
      '<h3>Why gamers trust us</h3>',
      '<p>Every code we sell comes from authorised distributors, every product is sealed, and our support team are gamers themselves. Visit our showroom at 15 Abbas El Akkad St., Nasr City, Sunday to Thursday from 9 am to 10 pm.</p>',
    ),
    html(
      '<h2>عن جيمرز سوق</h2>',
      '<p>بدأت جيمرز سوق عام 2016 كمحل صغير لتجميع أجهزة الكمبيوتر في مدينة نصر بالقاهرة. اليوم نشحن أجهزة الألعاب إلى كل محافظات مصر ونسلم آلاف كروت الألعاب والهدايا الرقمية كل شهر.</p>',
      '<h3>ماذا نقدم</h3>',
      '<ul><li>مكونات كمبيوتر وأجهزة كونسول وإكسسوارات أصلية بضمان الوكيل المحلي.</li><li>كروت بلايستيشن وإكس بوكس وستيم ونينتندو وآبل وجوجل بلاي وأمازون فورية لعدة دول.</li><li>أداة تجميع الكمبيوتر وفريق يتأكد من التوافق بدلًا منك.</li><li>الدفع بالبطاقة أو المحفظة الإلكترونية أو عند الاستلام أو بالتقسيط، وكله بالجنيه المصري.</li></ul>',
      '<h3>لماذا يثق بنا اللاعبون</h3>',
      '<p>كل كود نبيعه من موزعين معتمدين، وكل منتج مغلق بعبوته، وفريق الدعم لدينا من اللاعبين أنفسهم. زر معرضنا في 15 شارع عباس العقاد، مدينة نصر، من الأحد إلى الخميس من 9 صباحًا حتى 10 مساءً.</p>',
    ),
  ],
};

const careers: PageSeed = {
  key: 'careers',
  title: ['Careers', 'الوظائف'],
  content: [
    html(
      '<h2>Work with us</h2>',
      '<p>We are a team of about 40 gamers, engineers and customer heroes in Cairo. If you love games and care about customers, we would like to meet you.</p>',
      '<h3>Open positions</h3>',
      '<ul><li><strong>Customer Support Agent</strong> (Arabic and English), Nasr City, full time.</li><li><strong>PC Build Technician</strong>, Nasr City showroom.</li><li><strong>Frontend Engineer</strong> (React, TypeScript), hybrid, Cairo.</li><li><strong>Digital Marketing Specialist</strong>, hybrid, Cairo.</li></ul>',
      '<h3>What you get</h3>',
      '<ul><li>Competitive salary in EGP and quarterly bonuses</li><li>Medical insurance and social insurance</li><li>Staff discount on hardware and cards</li></ul>',
      '<p>Send your CV to <strong>careers@gamers-souq.example</strong> with the job title in the subject.</p>',
    ),
    html(
      '<h2>انضم إلى فريقنا</h2>',
      '<p>نحن فريق من حوالي 40 لاعبًا ومهندسًا وأبطال خدمة عملاء في القاهرة. إذا كنت تحب الألعاب وتهتم بالعملاء فنحن نود التعرف عليك.</p>',
      '<h3>الوظائف المتاحة</h3>',
      '<ul><li><strong>موظف خدمة عملاء</strong> (عربي وإنجليزي)، مدينة نصر، دوام كامل.</li><li><strong>فني تجميع أجهزة كمبيوتر</strong>، معرض مدينة نصر.</li><li><strong>مهندس واجهات أمامية</strong> (React وTypeScript)، عمل هجين، القاهرة.</li><li><strong>أخصائي تسويق رقمي</strong>، عمل هجين، القاهرة.</li></ul>',
      '<h3>ماذا نقدم لك</h3>',
      '<ul><li>راتب تنافسي بالجنيه المصري ومكافآت ربع سنوية</li><li>تأمين طبي وتأمينات اجتماعية</li><li>خصم للموظفين على الأجهزة والكروت</li></ul>',
      '<p>أرسل سيرتك الذاتية إلى <strong>careers@gamers-souq.example</strong> مع كتابة اسم الوظيفة في عنوان الرسالة.</p>',
    ),
  ],
};

const student: PageSeed = {
  key: 'student-discount',
  title: ['Student Discount', 'خصم الطلاب'],
  content: [
    html(
      '<h2>Student discount</h2>',
      '<p>Students at Egyptian universities and institutes get an extra <strong>5% off</strong> PC components, monitors and accessories.</p>',
      '<h3>How to get it</h3>',
      '<ol><li>Create a Gamers Souq account.</li><li>Open a ticket from Contact Us with the reason <em>General inquiry</em> and attach a photo of your valid student ID.</li><li>Within one working day we send you a personal coupon code.</li></ol>',
      '<h3>Conditions</h3>',
      '<ul><li>Maximum discount 1,000 EGP per order, one order per month.</li><li>Not valid on digital cards, consoles or items already on deal.</li><li>The coupon is personal and valid for the current academic year.</li></ul>',
    ),
    html(
      '<h2>خصم الطلاب</h2>',
      '<p>يحصل طلاب الجامعات والمعاهد المصرية على <strong>خصم إضافي 5%</strong> على مكونات الكمبيوتر والشاشات والإكسسوارات.</p>',
      '<h3>طريقة الحصول عليه</h3>',
      '<ol><li>أنشئ حسابًا على جيمرز سوق.</li><li>افتح تذكرة من صفحة اتصل بنا بسبب <em>استفسار عام</em> وأرفق صورة من كارنيه الطالب الساري.</li><li>خلال يوم عمل واحد نرسل لك كود خصم شخصي.</li></ol>',
      '<h3>الشروط</h3>',
      '<ul><li>أقصى خصم 1,000 جنيه للطلب الواحد، وطلب واحد شهريًا.</li><li>لا يسري على الكروت الرقمية وأجهزة الكونسول والمنتجات المخفضة بالفعل.</li><li>الكود شخصي وصالح للعام الدراسي الحالي.</li></ul>',
    ),
  ],
};

const affiliate: PageSeed = {
  key: 'affiliate',
  title: ['Affiliate Program', 'برنامج الشركاء'],
  content: [
    html(
      '<h2>Affiliate program</h2>',
      '<p>Are you a streamer, YouTuber or run a gaming community? Earn a commission on every order placed through your link.</p>',
      '<h3>Commission</h3>',
      '<ul><li><strong>3%</strong> on gaming hardware</li><li><strong>1%</strong> on digital cards and subscriptions</li></ul>',
      '<h3>Payouts</h3>',
      '<p>Commissions are confirmed once the return period ends and are paid monthly to your Gamers Souq wallet or by bank transfer in EGP, with a minimum payout of 500 EGP.</p>',
      '<h3>Join</h3>',
      '<p>E-mail <strong>partners@gamers-souq.example</strong> with links to your channels and your audience size. We reply within five working days.</p>',
    ),
    html(
      '<h2>برنامج الشركاء</h2>',
      '<p>هل أنت صانع محتوى أو ستريمر أو تدير مجتمعًا للاعبين؟ اكسب عمولة على كل طلب يتم من خلال رابطك.</p>',
      '<h3>العمولة</h3>',
      '<ul><li><strong>3%</strong> على أجهزة الألعاب</li><li><strong>1%</strong> على الكروت الرقمية والاشتراكات</li></ul>',
      '<h3>صرف العمولات</h3>',
      '<p>تُعتمد العمولات بعد انتهاء فترة الاسترجاع وتُصرف شهريًا في محفظتك على جيمرز سوق أو بتحويل بنكي بالجنيه المصري، بحد أدنى 500 جنيه.</p>',
      '<h3>الانضمام</h3>',
      '<p>راسلنا على <strong>partners@gamers-souq.example</strong> مع روابط قنواتك وعدد متابعيك. نرد خلال خمسة أيام عمل.</p>',
    ),
  ],
};

export const companyPages: PageSeed[] = [about, careers, student, affiliate];
